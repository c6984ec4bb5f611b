import { showError, showSuccess } from '../../app/toast';

/**
 * Runs one of the console's actions (issue, build, publish, approve): once it succeeded, the
 * toast `success` writes of its result; when it failed, the API's refusal as the error toast.
 * Resolves to the result, or null after a failure (already shown).
 */
export async function runAction<T>(
  work: () => Promise<T>,
  success: (result: T) => string,
): Promise<T | null> {
  try {
    const result = await work();
    showSuccess(success(result));
    return result;
  } catch (err) {
    showError(err);
    return null;
  }
}
