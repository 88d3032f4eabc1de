/** The login screen (in the first load: only what it shows). */
export default {
  email: 'Email',
  password: 'Password',
  sixDigitCode: '6-digit code',
  logIn: 'Log in',
  loading: 'Loading',
  loginTitle: 'Welcome back',
  loginDescription: 'Log in to your {appName} account.',
  passwordPlaceholder: 'Your password',
  signInCode: 'Sign-in code',
  forgotPassword: 'Forgot password?',
  loggingIn: 'Logging in...',
  newHere: 'New here?',
  createAnAccount: 'Create an account',
  verifyEmailFirst: 'Please verify your email first.',
  couldNotLogIn: 'Could not log in. Please try again.',
};
