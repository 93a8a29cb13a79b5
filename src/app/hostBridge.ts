// TEMPORARY placeholder written by the lead so the shell builds; the bridge helper replaces
// this file wholesale with the real implementation (see the integration contract).
export function startHostBridge(): void {}
export function announceReady(): void {}
export async function platformSignIn(): Promise<{ kind: 'signedIn' } | { kind: 'error'; text: string } | { kind: 'cancelled' }> {
  return { kind: 'cancelled' };
}
export async function openUpload(navigate: (path: string) => void): Promise<void> {
  navigate('/upload');
}
