import { describe, expect, it } from 'vitest';
import { RECOVERY_KEY_PATTERN } from './recoveryLimits';
import { isEmailAddress, RECOVERY_ACCEPT_ERROR, RECOVERY_SEND_ERROR, recoverySentText } from './recoveryRules';

describe('account recovery rules (spec part 2 §5, §8)', () => {
  it('has the two error texts exactly, the reason to follow', () => {
    expect(RECOVERY_SEND_ERROR).toBe('Error sending account recovery e-mail: ');
    expect(RECOVERY_ACCEPT_ERROR).toBe('Error accepting account recovery key: ');
  });

  it('takes plausible e-mail addresses only', () => {
    for (const good of ['ada@example.com', 'a.b+c@sub.example.org']) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'a b@example.com', 'ada@example', `${'x'.repeat(250)}@example.com`]) expect(isEmailAddress(bad)).toBe(false);
  });

  it('knows a key by its form', () => {
    expect(RECOVERY_KEY_PATTERN.test('abcDEF0123456789_-xyz')).toBe(true);
    for (const bad of ['short', 'with space in it here', '../../../../etc/passwd', 'x'.repeat(129)]) expect(RECOVERY_KEY_PATTERN.test(bad)).toBe(false);
  });

  it('never says whether the address has an account', () => {
    expect(recoverySentText('ada@example.com')).toBe(
      'If ada@example.com belongs to an account, an e-mail with a recovery link is on its way. The link works once, for 24 hours.',
    );
  });
});
