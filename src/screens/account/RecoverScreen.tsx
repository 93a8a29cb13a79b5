// /recover (spec part 2 "Account recovery", §5, §7, §8): a form with an e-mail input; POST
// /api/v2/recover/generate {email}. An empty address is ignored. The answer never says whether
// the address has an account; a failure says 'Error sending account recovery e-mail: ' and the
// server's reason, and keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { generateRecovery } from '../../api/account';
import { serverReasonOf } from '../../api/errors';
import { usePageTitle } from '../../app/screen';
import { Button } from '../../components/Button';
import { Form } from '../../components/formParts';
import { EMAIL_MAX, RECOVERY_SEND_ERROR, recoverySentText } from '../../lib/recoveryRules';
import { sitePaths } from '../../lib/paths/site';
import { Page } from './accountStyles';

/** The reason shown when the server gave none (no connection). */
export const NO_ANSWER = 'the server did not answer. Please try again in a bit.';

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; reason: string };

export default function RecoverScreen() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  usePageTitle('Recover your account');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || phase.kind === 'sending') return;
    setPhase({ kind: 'sending' });
    try {
      await generateRecovery(address);
      setPhase({ kind: 'sent', email: address });
    } catch (error) {
      setPhase({ kind: 'failed', reason: serverReasonOf(error) ?? NO_ANSWER });
    }
  };

  return (
    <Page data-testid="recover-page" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>Recover your account</h1>
      <p>Enter the e-mail address of your account and we will send you a link that signs you in.</p>
      <Form noValidate onSubmit={(event) => void submit(event)} data-testid="recover-form">
        <label className="field">
          E-mail
          <input
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            aria-describedby={phase.kind === 'failed' ? `${id}-error` : undefined}
            data-testid="recover-email"
          />
        </label>
        {phase.kind === 'failed' && (
          <p className="error" role="alert" id={`${id}-error`} data-testid="recover-error">
            {RECOVERY_SEND_ERROR}
            {phase.reason}
          </p>
        )}
        <div className="actions">
          <Button type="submit" variant="primary" disabled={phase.kind === 'sending'} data-testid="recover-send">
            Send recovery e-mail
          </Button>
        </div>
      </Form>
      <div role="status">
        {phase.kind === 'sent' && (
          <p className="sent" data-testid="recover-sent">
            {recoverySentText(phase.email)}
          </p>
        )}
      </div>
      <p className="links">
        <a href={sitePaths.home()}>Back to the home page</a>
      </p>
    </Page>
  );
}
