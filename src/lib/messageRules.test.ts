import { describe, expect, it } from 'vitest';
import { activityParts, activityText } from './activityText';
import { activityTabOf, messageToSend, subjectOf, unreadLabel, unreadSummary } from './messageRules';

describe('messageRules', () => {
  it('ignores text that is empty after trimming and sends the rest trimmed', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend('  \n\t ')).toBeNull();
    expect(messageToSend('  hi there \n')).toBe('hi there');
  });

  it('takes a subject as given, or the first line of the text', () => {
    expect(subjectOf('  Hello ', 'x')).toBe('Hello');
    expect(subjectOf('', 'First line\nsecond')).toBe('First line');
    expect(subjectOf(' ', 'y'.repeat(80))).toBe(`${'y'.repeat(59)}…`);
    // Never half an emoji (its lone half shows as a character nobody typed).
    expect(subjectOf('', `${'a'.repeat(58)}😀 and more text here`)).toBe(`${'a'.repeat(58)}…`);
  });

  it('reads the activity tab from the address', () => {
    expect(activityTabOf('/activity')).toBe('notifications');
    expect(activityTabOf('/activity/uploads')).toBe('uploads');
    expect(activityTabOf('/activity/replies/')).toBe('replies');
    expect(activityTabOf('/activity/other')).toBeNull();
  });

  it('says what each activity line is about', () => {
    const user = { nickname: 'Ada' };
    const sketch = { title: 'Moon' };
    expect(activityText({ kind: 'fan', user, sketch: null, text: null })).toBe('Ada became your fan');
    expect(activityText({ kind: 'heart', user, sketch, text: null })).toBe('Ada gave a heart to “Moon”');
    // An empty or 'null' title reads 'Untitled' (part 1 §3); a line about no sketch says 'your sketch'.
    expect(activityText({ kind: 'rule', user, sketch: { title: '' }, text: null })).toBe('Ada gave a thumbs-up to “Untitled”');
    expect(activityText({ kind: 'heart', user, sketch: { title: 'null' }, text: null })).toBe('Ada gave a heart to “Untitled”');
    expect(activityText({ kind: 'comment', user, sketch: { title: null }, text: 'Hi' })).toBe('Ada commented on “Untitled”: Hi');
    expect(activityText({ kind: 'heart', user, sketch: null, text: null })).toBe('Ada gave a heart to your sketch');
    expect(activityText({ kind: 'comment', user, sketch, text: 'Nice!' })).toBe('Ada commented on “Moon”: Nice!');
    expect(activityText({ kind: 'profileComment', user, sketch: null, text: 'Hi' })).toBe('Ada commented on your profile: Hi');
  });

  it('keeps what users wrote apart from the line, to be isolated (bidi)', () => {
    const user = { nickname: 'Ada' };
    expect(activityParts({ kind: 'comment', user, sketch: { title: 'رسم رقم 2' }, text: 'שלום' })).toEqual([{ user: 'Ada' }, ' commented on “', { user: 'رسم رقم 2' }, '”: ', { user: 'שלום' }]);
    // 'your sketch' is the UI's own words.
    expect(activityParts({ kind: 'heart', user, sketch: null, text: null })).toEqual([{ user: 'Ada' }, ' gave a heart to your sketch']);
  });

  it('names the badges in words', () => {
    expect(unreadLabel('messages', 1)).toBe('1 unread message');
    expect(unreadLabel('messages', 3)).toBe('3 unread messages');
    expect(unreadLabel('replies', 2)).toBe('2 unread replies');
    expect(unreadLabel('replies', 1)).toBe('1 unread reply');
    expect(unreadSummary({ messages: 0, notifications: 12, replies: 1, uploads: 0 })).toEqual({ total: 13, label: '13 unread: 12 notifications, 1 reply', kind: 'notifications' });
    expect(unreadSummary({ messages: 0, notifications: 0, replies: 0, uploads: 0 }).kind).toBeNull();
  });
});
