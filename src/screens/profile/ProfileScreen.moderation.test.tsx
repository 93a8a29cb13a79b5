// @vitest-environment jsdom
// The moderator panel on a profile: gloperators only, about the profile's user.
import { render, screen } from '../../../test/support/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../api/schemas/profile';
import { profileQuery } from '../../queries/profile';
import { useSession } from '../../stores/session';
import ProfileScreen from './ProfileScreen';
import { makeViewer, NoResize } from '../../../test/support/fixtures';
import { seedQuery } from '../../../test/support/queries';
import { makeProfile } from './testing';

vi.mock('../../api/profile', () => ({ fetchProfile: vi.fn(), fetchPatron: vi.fn(), fetchUserInfo: vi.fn(), fetchFanList: vi.fn(), fetchFanOf: vi.fn(), fetchLikes: vi.fn() }));
vi.mock('../../api/comments', () => ({ COMMENT_PAGE_SIZE: 10, fetchComments: vi.fn(async () => []), postComment: vi.fn(), deleteComment: vi.fn(), reportComment: vi.fn() }));

function show(profile: Profile) {
  const ref = String(profile.id);
  seedQuery(profileQuery(ref).queryKey, profile);
  return render(<ProfileScreen data={{ user: ref, section: '', patron: false }} params={{ user: ref, section: '', patron: false }} location={{ path: `/user/${ref}`, search: '', hash: '' }} />);
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  history.replaceState(null, '', '/user/7');
});

describe('the moderator panel on a profile', () => {
  it('shows for a gloperator, with the tools about the user', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(4, { icons: ['m'], thumbs: true }) });
    show(makeProfile());
    expect((await screen.findByTestId('mod-ban')).textContent).toBe('Ban or warn Marlo');
    expect(screen.getByTestId('mod-impersonate')).toBeTruthy();
    expect(screen.queryByTestId('mod-feature')).toBeNull();
  });

  it('is not there for a visitor, an artist, a patron or a group admin', async () => {
    // The panel's chunk is lazy: shown once to a gloperator, it is in, and from then on the panel
    // renders in the same commit as the rest of the page. So its absence below is not an absence
    // that a slower chunk would have filled a moment later.
    useSession.setState({ status: 'ready', user: makeViewer(4, { icons: ['m'] }) });
    const gloperator = show(makeProfile());
    await screen.findByTestId('moderator-panel');
    gloperator.unmount();

    for (const user of [null, makeViewer(8), makeViewer(8, { icons: ['p'] }), makeViewer(8, { icons: ['g'] })]) {
      useSession.setState({ status: 'ready', user });
      const view = show(makeProfile());
      // The page has settled: its header is drawn and its comments have answered (the last of its
      // own updates, so none arrives after the test, outside act).
      expect(screen.getByTestId('profile')).toBeTruthy();
      await screen.findByText('No comments yet.');
      expect(screen.queryByTestId('moderator-panel')).toBeNull();
      view.unmount();
    }
  });
});
