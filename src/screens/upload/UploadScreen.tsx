// /upload (spec part 1 §2, §7): the web upload page. Visitors are asked to log in. Inside an
// app that offers its upload screen (capability upload.open), that is offered first ('Upload
// from the app'): it shows when the host's answer lists it, and never without a host.
import { useState } from 'react';
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';
import { ApiError } from '../../api/client';
import { useQuery } from '@tanstack/react-query';
import { whenSessionKnown } from '../../stores/session';
import { queryClient } from '../../api/queryClient';
import { uploadInfoQuery } from '../../queries/upload';
import { openUpload } from '../../app/host/hostBridge';
import { UPLOAD_IN_APP_FAILED } from '../../app/host/hostAnswers';
import { hostCan, useHost } from '../../app/host/hostState';
import { navigate } from '../../app/navigation/navigation';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { UploadForm } from './UploadForm';
import { sitePaths } from '../../lib/paths/site';
import { LoginNotice } from '../../components/LoginNotice';

export const LOGIN_REQUIRED = 'Please log in to upload a sketch.';

export interface UploadData {
  /** False for a visitor (or a session the server no longer knows: it answers 401); else the artist's upload info is in the query cache. */
  signedIn: boolean;
}

export async function load(_context: LoadContext): Promise<UploadData> {
  // A visitor is not sent to the server only to be refused.
  if (!(await whenSessionKnown())) return { signedIn: false };
  try {
    await queryClient.fetchQuery(uploadInfoQuery());
    return { signedIn: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false };
    throw error;
  }
}

const Page = styled(PageFrame)`
  max-width: 640px;
  .app {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    margin-bottom: 20px;
    padding: 12px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  .failed {
    flex-basis: 100%;
    margin: 0;
    color: var(--danger);
  }
`;

export default function UploadScreen({ data }: ScreenProps<UploadData>) {
  const info = useQuery({ ...uploadInfoQuery(), enabled: data.signedIn }).data;
  const inApp = useHost(hostCan('upload.open'));
  usePageTitle('Upload a sketch');
  return (
    <Page data-testid="upload-page">
      <h1>Upload a sketch</h1>
      {inApp && info && <UploadInApp />}
      {info ? (
        <UploadForm info={info} />
      ) : (
        <LoginNotice text={LOGIN_REQUIRED} heading={false} testId="upload-login-required" returnTo={sitePaths.upload()} />
      )}
    </Page>
  );
}

/**
 * The app's upload screen, offered first inside an app that has one. While the app is asked the
 * button is busy; an app that fails or does not answer in time leaves the user here, on the web
 * form, and says so (the menu's Upload, elsewhere, falls back to this page).
 */
function UploadInApp() {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  async function ask() {
    setAsking(true);
    setFailed(false);
    const outcome = await openUpload((path) => void navigate(path));
    setAsking(false);
    setFailed(outcome === 'failed');
  }
  return (
    <div className="app">
      <Button variant="primary" data-testid="upload-in-app" busy={asking} onClick={() => void ask()}>
        Upload from the app
      </Button>
      <span>or choose an image below.</span>
      {failed && (
        <p role="alert" className="failed" data-testid="upload-in-app-failed">
          {UPLOAD_IN_APP_FAILED}
        </p>
      )}
    </div>
  );
}
