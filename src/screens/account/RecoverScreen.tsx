// /recover (spec part 2 "Account recovery", §5, §7, §8): a form with an e-mail input; POST
// /api/v2/recover/generate {email}. An empty address is ignored. The answer never says whether
// the address has an account; a failure says 'Error sending account recovery e-mail: ' and the
// server's reason, and keeps what was typed.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { generateRecovery } from '../../api/account';
import { serverReasonOf } from '../../api/errors';
import { usePageTitle } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { Form } from '../../components/formParts';
import { TextInput } from '../../components/TextInput';
import { EMAIL_MAX } from '../../lib/recoveryLimits';
import { RECOVERY_SEND_ERROR, recoverySentText } from '../../lib/recoveryRules';
import { sitePaths } from '../../lib/paths/site';
import { Page } from './accountStyles';
import { linkRow } from '../../components/fieldStyles';
import { useOneAtATime } from '../../lib/useOneAtATime';

/** The reason shown when the server gave none (no connection). */
export const NO_ANSWER = 'the server did not answer. Please try again in a bit.';

export default function RecoverScreen() {
  const id = useId();
  const [email, setEmail] = useState('');
  const recovery = useMutation({ mutationFn: (address: string) => generateRecovery(address) });
  const oneAtATime = useOneAtATime();
  const failed = recovery.isError;
  usePageTitle('Recover your account');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    // Its state shows the answer or the failure.
    void oneAtATime(() => recovery.mutateAsync(address).catch(() => undefined));
  };

  return (
    <Page tagName="section" data-testid="recover-page" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>Recover your account</h1>
      <p>Enter the e-mail address of your account and we will send you a link that signs you in.</p>
      <Form noValidate onSubmit={submit} data-testid="recover-form">
        <label className="field">
          E-mail
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={setEmail}
            aria-describedby={failed ? `${id}-error` : undefined}
            testId="recover-email"
          />
        </label>
        {failed && (
          <p className="error" role="alert" id={`${id}-error`} data-testid="recover-error">
            {RECOVERY_SEND_ERROR}
            {serverReasonOf(recovery.error) ?? NO_ANSWER}
          </p>
        )}
        <div className="actions">
          <Button type="submit" variant="primary" disabled={recovery.isPending} data-testid="recover-send">
            Send recovery e-mail
          </Button>
        </div>
      </Form>
      <div role="status">
        {recovery.isSuccess && (
          <p className="sent" data-testid="recover-sent">
            {recoverySentText(recovery.variables)}
          </p>
        )}
      </div>
      <p className={linkRow}>
        <a href={sitePaths.home()}>Back to the home page</a>
      </p>
    </Page>
  );
}
