// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '@conf/common';
import { useSchemaForm } from './schema-form';

const typed = { email: 'author@example.org', password: 'secret' };

describe("a schema form's submit", () => {
  it('sends the parsed values and answers the reply', async () => {
    const { result } = renderHook(() => useSchemaForm(loginSchema, typed));
    const sent: unknown[] = [];
    let outcome: { reply: string } | null = null;
    await act(async () => {
      outcome = await result.current.submit(async (body) => {
        sent.push(body);
        return 'stored';
      });
    });
    expect(sent).toEqual([typed]);
    expect(outcome).toEqual({ reply: 'stored' });
    expect(result.current.errors).toEqual({});
  });

  it('sends nothing while the values fail the schema, and shows why under the field', async () => {
    const { result } = renderHook(() => useSchemaForm(loginSchema, { ...typed, email: 'x' }));
    const sent: unknown[] = [];
    let outcome: unknown = 'unset';
    await act(async () => {
      outcome = await result.current.submit(async (body) => sent.push(body));
    });
    expect(sent).toEqual([]);
    expect(outcome).toBeNull();
    expect(result.current.errors).toEqual({ email: 'validation.email' });
  });

  it("puts an API refusal's field errors under the fields and keeps what was typed", async () => {
    const { result } = renderHook(() => useSchemaForm(loginSchema, typed));
    const refusal = {
      status: 422,
      data: { message: 'The data is invalid', errors: { email: ['Unknown address'] } },
    };
    let outcome: unknown = 'unset';
    await act(async () => {
      outcome = await result.current.submit(() => Promise.reject(refusal));
    });
    expect(outcome).toBeNull();
    expect(result.current.errors).toEqual({ email: 'Unknown address' });
    expect(result.current.values).toEqual(typed);
  });
});
