// @vitest-environment jsdom
// A reload shows what the server holds now, on every kind of screen: the real route table and
// page host, talking to the real reference server (seeded SQLite, through inject). Each case
// opens a page, changes the data behind it in the database, reloads, and waits for the change.
import { act, screen, waitFor } from '../support/render';
import { describe, expect, it } from 'vitest';
import { navigate, reloadPage } from '../../src/app/navigation/navigation';
import { useAppOnServer } from '../support/appOnServer';

const app = useAppOnServer();
const { signInAs, open, one } = app;
const db = { prepare: (sql: string) => app.db.prepare(sql) };

/** Changes the data behind the page, reloads, and waits for the page to show the change. */
async function expectReloadShows(change: () => void, shown: () => void) {
  change();
  await waitFor(async () => expect(await act(() => reloadPage())).toBe(true));
  await waitFor(shown);
}

describe('reloadPage shows fresh data', () => {
  it('on the home page', async () => {
    await signInAs(null);
    await open('/', 'home');
    await expectReloadShows(
      () => db.prepare('INSERT INTO motds (text, starts) VALUES (?, ?)').run('Reloaded message of the day', '2025-06-01T11:59:00.000Z'),
      () => expect(screen.getByTestId('home-motd').textContent).toContain('Reloaded message of the day'),
    );
  });

  it('on a gallery', async () => {
    await signInAs(null);
    await open('/gallery/recent', 'gallery');
    const newest = one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 ORDER BY created DESC, id DESC LIMIT 1');
    await expectReloadShows(
      () => db.prepare('UPDATE sketches SET created = ? WHERE id = (SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 ORDER BY created ASC LIMIT 1)').run('2100-01-01T00:00:00.000Z'),
      () => expect(screen.getAllByTestId('sketch-card')[0]!.getAttribute('data-sketch-id')).not.toBe(String(newest.id)),
    );
  });

  it('on a sketch page', async () => {
    await signInAs(null);
    const { id } = one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 ORDER BY id LIMIT 1');
    await open(`/sketch/${id}`, 'sketch-page');
    await expectReloadShows(
      () => db.prepare('UPDATE sketches SET title = ? WHERE id = ?').run('Retitled after reload', id),
      () => expect(screen.getByTestId('sketch-title').textContent).toContain('Retitled after reload'),
    );
  });

  it('on the sketch edit form', async () => {
    await signInAs(1);
    const { id } = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1');
    await open(`/sketch/${id}/edit`, 'sketch-edit-page');
    await expectReloadShows(
      () => db.prepare('UPDATE sketches SET title = ? WHERE id = ?').run('Edited elsewhere', id),
      () => expect(screen.getByDisplayValue('Edited elsewhere')).toBeTruthy(),
    );
  });

  it('on an album list and an album', async () => {
    await signInAs(null);
    const album = one<{ id: number }>('SELECT id FROM albums WHERE user_id = 1 ORDER BY id LIMIT 1');
    await open('/user/1/albums', 'albums-page');
    await expectReloadShows(
      () => db.prepare('UPDATE albums SET title = ? WHERE id = ?').run('Renamed list entry', album.id),
      () => expect(screen.getByTestId('albums-page').textContent).toContain('Renamed list entry'),
    );
    await act(() => navigate(`/user/1/album/${album.id}`));
    await screen.findByTestId('album-page');
    await expectReloadShows(
      () => db.prepare('UPDATE albums SET title = ? WHERE id = ?').run('Renamed album', album.id),
      () => expect(screen.getByTestId('album-title').textContent).toBe('Renamed album'),
    );
  });

  it('on the statistics of a sketch', async () => {
    await signInAs(2);
    const { id } = one<{ id: number }>('SELECT s.id FROM sketches s JOIN sketch_stats st ON st.sketch_id = s.id WHERE s.user_id = 2 ORDER BY s.id LIMIT 1');
    await open(`/stats/${id}`, 'sketch-stats');
    await expectReloadShows(
      () => db.prepare('UPDATE sketch_stats SET app_version = ? WHERE sketch_id = ?').run('99.9.9', id),
      () => expect(screen.getByTestId('stats-details').textContent).toContain('99.9.9'),
    );
  });

  it('on the brush browser', async () => {
    await signInAs(null);
    await open('/content', 'brush-item');
    const first = screen.getAllByTestId('brush-item')[0]!.getAttribute('data-brush-id');
    await expectReloadShows(
      () => db.prepare('UPDATE brushes SET title = ? WHERE id = ?').run('0 Reloaded brush', Number(first)),
      () => expect(screen.getAllByTestId('brush-title')[0]!.textContent).toBe('0 Reloaded brush'),
    );
  });

  it('on a profile and a fan list', async () => {
    await signInAs(null);
    await open('/user/InkyAda', 'profile');
    await expectReloadShows(
      () => db.prepare('UPDATE users SET about = ? WHERE id = 1').run('About text changed elsewhere'),
      () => expect(screen.getByTestId('profile-about-text').textContent).toBe('About text changed elsewhere'),
    );
    const newest = one<{ id: number }>('SELECT fan_id AS id FROM follows WHERE artist_id = 1 ORDER BY date DESC, fan_id LIMIT 1');
    await act(() => navigate('/user/1/fans'));
    await screen.findByTestId('fan-grid');
    await waitFor(() => expect(screen.getAllByTestId('fan-card')[0]!.getAttribute('data-user-id')).toBe(String(newest.id)));
    await expectReloadShows(
      () => db.prepare('UPDATE follows SET date = ? WHERE artist_id = 1 AND fan_id = (SELECT fan_id FROM follows WHERE artist_id = 1 ORDER BY date ASC LIMIT 1)').run('2100-01-01T00:00:00.000Z'),
      () => expect(screen.getAllByTestId('fan-card')[0]!.getAttribute('data-user-id')).not.toBe(String(newest.id)),
    );
  });

  it('on the store', async () => {
    await signInAs(1);
    await open('/store', 'store-hearts');
    await expectReloadShows(
      () => db.prepare('UPDATE users SET hearts_available = ? WHERE id = 1').run(4321),
      () => expect(screen.getByTestId('store-hearts').textContent).toBe('4,321 hearts'),
    );
  });
});
