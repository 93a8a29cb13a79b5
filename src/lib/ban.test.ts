import { describe, expect, it } from 'vitest';
import { banText, suspensionLength, banTitle, showsSuspensionEnd, warningAcceptFailedText, warningAcceptedText } from './ban';

describe('ban texts by duration', () => {
  it('names a suspension\'s length with its plural', () => {
    expect([1, 3, 23, 24, 168, 720].map(suspensionLength)).toEqual(['1 hour', '3 hours', '23 hours', '1 day', '7 days', '30 days']);
  });

  it('a warning (0)', () => {
    expect(banTitle({ duration: 0 })).toBe('Warning');
    expect(banText({ duration: 0 })).toBe('You have received a warning from a gloperator.');
  });
  it('a permanent suspension (-1)', () => {
    expect(banTitle({ duration: -1 })).toBe('Account Suspended');
    expect(banText({ duration: -1 })).toBe('Your account has been permanently suspended.');
  });
  it('under 24 hours counts hours', () => {
    expect(banText({ duration: 1 })).toBe('Your account has been suspended for 1 hour.');
    expect(banText({ duration: 3 })).toBe('Your account has been suspended for 3 hours.');
    expect(banText({ duration: 23 })).toBe('Your account has been suspended for 23 hours.');
  });
  it('24 hours and more counts days, hours divided by 24 and rounded', () => {
    expect(banText({ duration: 24 })).toBe('Your account has been suspended for 1 day.');
    expect(banText({ duration: 35 })).toBe('Your account has been suspended for 1 day.');
    expect(banText({ duration: 36 })).toBe('Your account has been suspended for 2 days.');
    expect(banText({ duration: 168 })).toBe('Your account has been suspended for 7 days.');
    expect(banText({ duration: 720 })).toBe('Your account has been suspended for 30 days.');
  });
  it('shows the end date only for a suspension above 0 with a date', () => {
    expect(showsSuspensionEnd({ duration: 0, dateEnd: '2030-01-01' })).toBe(false);
    expect(showsSuspensionEnd({ duration: -1, dateEnd: '2030-01-01' })).toBe(false);
    expect(showsSuspensionEnd({ duration: 3, dateEnd: null })).toBe(false);
    expect(showsSuspensionEnd({ duration: 3, dateEnd: '2030-01-01' })).toBe(true);
  });
  it('accept alerts name the product and the support address', () => {
    expect(warningAcceptedText()).toBe("Thanks, let's keep Sketchery a fun and safe place!");
    expect(warningAcceptFailedText()).toBe('Sorry there was an error, please try again in a bit or contact support@sketchery.app');
  });
});
