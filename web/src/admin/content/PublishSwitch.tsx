import { Switch } from 'antd';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';

/** The list's publish/unpublish toggle; the change is saved at once. */
export function PublishSwitch({
  id,
  isPublished,
  toggle,
  label,
}: {
  id: number;
  isPublished: boolean;
  toggle: (arg: { id: number; isPublished: boolean }) => { unwrap(): Promise<unknown> };
  label: string;
}) {
  const t = useT();
  const change = async (next: boolean) => {
    try {
      await toggle({ id, isPublished: next }).unwrap();
      showSuccess(t('admin.content.published.changed'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Switch
      size="small"
      checked={isPublished}
      aria-label={`${isPublished ? t('admin.content.unpublish') : t('admin.content.publish')}: ${label}`}
      checkedChildren={t('admin.content.published')}
      unCheckedChildren={t('admin.content.draft')}
      onChange={(next) => void change(next)}
    />
  );
}
