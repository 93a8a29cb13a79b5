// @vitest-environment jsdom
// The moderator panel on a profile: gloperators only, about the profile's user.
import { act, render, screen } from '../../../test/support/render';
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
    expect((await screen.findByTestId('mod-ban', {}, { timeout: 5000 })).textContent).toBe('Ban or warn Marlo');
    expect(screen.getByTestId('mod-impersonate')).toBeTruthy();
    expect(screen.queryByTestId('mod-feature')).toBeNull();
  });

  it('is not there for a visitor, an artist, a patron or a group admin', async () => {
    for (const user of [null, makeViewer(8), makeViewer(8, { icons: ['p'] }), makeViewer(8, { icons: ['g'] })]) {
      useSession.setState({ status: 'ready', user });
      const view = show(makeProfile());
      // A moment for the lazy parts (and the comments) to come, inside act: they update the page.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByTestId('moderator-panel')).toBeNull();
      view.unmount();
    }
  });
});
