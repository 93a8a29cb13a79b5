import { describe, expect, it } from 'vitest';
import { GROUP_TEXTS, groupRequestProblem, groupTabFrom, groupTabsFor, noMatchingGroupsText, requestVotable, thumbnailSketchId } from './groupRules';

const DAY = 86_400_000;

describe('group rules', () => {
  it('lets a request be voted for 30 days', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(requestVotable(new Date(now - 29 * DAY).toISOString(), now)).toBe(true);
    expect(requestVotable(new Date(now - 30 * DAY).toISOString(), now)).toBe(false);
    expect(requestVotable('not a date', now)).toBe(false);
  });

  it('checks a request: all the info first, then the thumbnail sketch link', () => {
    expect(groupRequestProblem({ title: ' ', description: 'x', thumbnail: '' })).toBe(GROUP_TEXTS.fillInAll);
    expect(groupRequestProblem({ title: 'x', description: '', thumbnail: '/sketch/1' })).toBe(GROUP_TEXTS.fillInAll);
    expect(groupRequestProblem({ title: 'x', description: 'y', thumbnail: 'https://example.com/nope' })).toBe(GROUP_TEXTS.needThumbnail);
    expect(groupRequestProblem({ title: 'x', description: 'y', thumbnail: 'https://example.com/sketch/12' })).toBeNull();
    expect(thumbnailSketchId(' 12 ')).toBe(12);
    expect(thumbnailSketchId('0')).toBeNull();
    expect(GROUP_TEXTS.fillInAll).toBe('Please fill in all the info');
    expect(GROUP_TEXTS.needThumbnail).toBe('Groups must have a thumbnail sketch');
    expect(GROUP_TEXTS.tooManyGroups).toBe('Sorry a sketch cannot be in more than 10 groups.');
  });

  it('shows Your Groups to members only and Requests to signed-in users only', () => {
    expect(groupTabsFor(false, false)).toEqual(['all', 'events', 'search']);
    expect(groupTabsFor(true, false)).toEqual(['all', 'events', 'search', 'requests']);
    expect(groupTabsFor(true, true)).toEqual(['yours', 'all', 'events', 'search', 'requests']);
    expect(groupTabFrom('?tab=events', ['all', 'events'])).toBe('events');
    expect(groupTabFrom('?tab=yours', ['all', 'events'])).toBe('all');
    expect(groupTabFrom('', ['yours', 'all'])).toBe('yours');
    expect(noMatchingGroupsText('ink')).toBe('Sorry no matching groups found for ink');
  });
});
