/** The sign-in schema in a chunk of its own, with zod (LoginPage loads it on first use). */
export { loginSchema } from '@conf/common';
