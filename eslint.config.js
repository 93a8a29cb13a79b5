// Lint enforces the architecture (README "Rules of the house") and the rules of hooks:
// only src/api talks to the server, only src/realtime imports socket.io-client, only the
// bridge wiring reaches the host.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'Reach the server through src/api only.',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-globals': ['error', ...serverGlobals],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'socket.io-client', message: 'Sockets live in src/realtime only.' }],
          patterns: [{ group: ['**/bridge/*', '!**/bridge/receiver'], message: 'Reach the host through src/app/hostBridge.ts only.' }],
        },
      ],
    },
  },
  {
    // The modules that own the server, the sockets and the host (the bridge facade, its lazy client and the texts they share).
    files: ['src/api/**', 'src/realtime/**', 'src/app/hostBridge.ts', 'src/app/hostBridgeClient.ts', 'src/app/hostAnswers.ts', 'src/boot.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
);
