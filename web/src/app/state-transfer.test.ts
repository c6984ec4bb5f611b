import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';
import { hydrationData, serializeErrors, serializeForScript } from './state-transfer';

describe('state transfer', () => {
  it('cannot close the script element', () => {
    const json = serializeForScript({ body: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ body: '</script><script>alert(1)</script><!--' });
  });

  it('round-trips route error responses and hides other errors', () => {
    const errors = serializeErrors({
      a: new UNSAFE_ErrorResponseImpl(404, 'Not Found', null),
      b: new Error('secret stack'),
    });
    expect(errors?.b).toEqual({ __type: 'Error', message: 'Internal error' });
    const restored = hydrationData({ loaderData: {}, actionData: null, errors });
    const a = restored.errors?.a;
    expect(isRouteErrorResponse(a) && a.status).toBe(404);
  });
});
