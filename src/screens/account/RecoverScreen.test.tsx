// @vitest-environment jsdom
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { RECOVERY_SEND_ERROR, recoverySentText } from '../../lib/recoveryRules';
import RecoverScreen, { NO_ANSWER } from './RecoverScreen';

const api = vi.hoisted(() => ({ generateRecovery: vi.fn(), acceptRecovery: vi.fn(), fetchStore: vi.fn(), confirmPurchase: vi.fn() }));
vi.mock('../../api/account', () => api);

const show = () => render(<RecoverScreen />);
const email = () => screen.getByTestId('recover-email') as HTMLInputElement;

describe('RecoverScreen', () => {
  beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

  it('is a form with an e-mail input, and names the page', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recover your account');
    expect(screen.getByLabelText('E-mail')).toBe(email());
    expect(email().type).toBe('email');
    await waitFor(() => expect(document.title).toBe('Recover your account · Sketchery'));
  });

  it('ignores an empty address', async () => {
    show();
    await userEvent.type(email(), '   ');
    await userEvent.click(screen.getByTestId('recover-send'));
    expect(api.generateRecovery).not.toHaveBeenCalled();
    expect(screen.queryByTestId('recover-error')).toBeNull();
    expect(screen.queryByTestId('recover-sent')).toBeNull();
  });

  it('sends the trimmed address and says a link is on its way, without saying whether the address has an account', async () => {
    api.generateRecovery.mockResolvedValue({ ok: true });
    show();
    await userEvent.type(email(), ' ada@example.com {Enter}');
    expect(api.generateRecovery).toHaveBeenCalledWith('ada@example.com');
    expect((await screen.findByTestId('recover-sent')).textContent).toBe(recoverySentText('ada@example.com'));
  });

  it('sends one e-mail for a double Enter the browser delivers in one task', async () => {
    api.generateRecovery.mockResolvedValue({ ok: true });
    show();
    await userEvent.type(email(), 'ada@example.com');
    const form = screen.getByTestId('recover-form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByTestId('recover-sent')).toBeTruthy();
    expect(api.generateRecovery).toHaveBeenCalledTimes(1);
  });

  it("says 'Error sending account recovery e-mail: ' with the server's reason, and keeps the address", async () => {
    api.generateRecovery.mockRejectedValue(new ApiError(429, { error: 'too_many_requests', message: 'Too many recovery e-mails.' }));
    show();
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByTestId('recover-send'));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe(`${RECOVERY_SEND_ERROR}Too many recovery e-mails.`);
    expect(error.textContent?.startsWith('Error sending account recovery e-mail: ')).toBe(true);
    expect(email().value).toBe('ada@example.com');
    expect(email().getAttribute('aria-describedby')).toBe(error.id);
  });

  it('gives a reason when the server did not answer', async () => {
    api.generateRecovery.mockRejectedValue(new ApiError(0, null));
    show();
    await userEvent.type(email(), 'ada@example.com{Enter}');
    expect((await screen.findByTestId('recover-error')).textContent).toBe(`${RECOVERY_SEND_ERROR}${NO_ANSWER}`);
  });
});
