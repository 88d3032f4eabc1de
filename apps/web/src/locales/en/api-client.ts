/** What a failed call says when the server gave no message of its own (lib/api-client). */
export default {
  unreachable: 'Could not reach the server. Check your connection.',
  serverAnswered: 'The server answered {status}.',
  unexpectedAnswer: 'The server sent an unexpected answer.',
};
