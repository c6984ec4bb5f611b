import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore, type Toast } from './toast';
import { useT } from './intl';

function ToastBody({ toast }: { toast: Toast }) {
  const t = useT();
  if (toast.type === 'success') return <p>{toast.text}</p>;
  const { content } = toast;
  if (content.kind === 'list') {
    return (
      <ol>
        {content.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ol>
    );
  }
  return <p>{content.kind === 'text' ? content.text : t('error.generic')}</p>;
}

/** The toast stack; a polite live region so screen readers announce each toast once. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const t = useT();
  return (
    <div className="toaster" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <ToastBody toast={toast} />
          <button
            type="button"
            className="toast__close"
            aria-label={t('site.close')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
