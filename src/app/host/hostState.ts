// What the page knows of its host (bridge/PROTOCOL.md §4), as a store the interface follows as it
// changes: the handshake's status and the capabilities the host listed. Only the bridge client
// writes it (hostBridgeClient.ts; the facade marks a host it is about to ask). Components read it
// with a selector, so an action for the app appears when the host's answer names it, and goes when
// the hello goes unanswered: from then on the page is a plain browser.
import { create } from 'zustand';
import type { BridgeStatus } from '../../../bridge/client';
import type { CapabilityName } from '../../../bridge/protocol';

export interface HostState {
  /** 'absent' in a plain browser and after an unanswered hello; 'connecting' while asking. */
  status: BridgeStatus;
  capabilities: readonly string[];
  /**
   * How many times the app said it came back to the foreground (the `resume` event): a WebView
   * brought back does not always tell the page through visibilitychange, and its data may be old.
   */
  resumes: number;
}

export const useHost = create<HostState>()(() => ({ status: 'absent', capabilities: [], resumes: 0 }));

/** A host is present or still being asked. */
export const hostAround = (s: HostState) => s.status === 'connecting' || s.status === 'connected';

/** The host answered and listed this capability: only then does its action show. */
export const hostCan = (capability: CapabilityName) => (s: HostState) => s.status === 'connected' && s.capabilities.includes(capability);
