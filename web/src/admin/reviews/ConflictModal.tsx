import { Input } from 'antd';
import { conflictCreateSchema, contract, REVIEW_CONFLICT_REASON_MAX } from '@conf/common';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { FormField } from '../../panel/shared/FormField';
import { TextAreaField } from '../../panel/shared/TextAreaField';
import { FormModal } from '../shell/FormModal';
import { idField, personOption, SearchField, useListSearch } from './modal-parts';
import { useAddConflictMutation } from './reviews-admin-api';

const SEARCH_PAGE = 20;

/**
 * Marks a conflict of interest: a reviewer (searched), an abstract (searched, or the one whose
 * page this is) and the reason. The API refuses a reviewer already assigned to the abstract
 * (withdraw them first) and a conflict already marked; the refusal shows and nothing is lost.
 */
export function ConflictModal({
  open,
  onClose,
  thesis,
}: {
  open: boolean;
  onClose: () => void;
  /** The abstract, fixed: the modal was opened from its page. */
  thesis?: { id: number; title: string };
}) {
  const t = useT();
  // Both searched on the server: reviewers by name or e-mail, abstracts by words of the title.
  const reviewers = useListSearch(
    contract.reviews.admin.reviewers,
    (q) => ({ q, pageSize: SEARCH_PAGE }),
    personOption,
    { placeholder: t('adminRev.conflicts.reviewerSearch'), skip: !open },
  );
  const theses = useListSearch(
    contract.theses.adminList,
    (q) => ({ q, pageSize: SEARCH_PAGE }),
    (th) => ({ value: th.id, label: th.title }),
    { placeholder: t('adminRev.conflicts.thesisSearch'), skip: !open || !!thesis },
  );
  const blank = {
    reviewerId: undefined as number | undefined,
    thesisId: thesis?.id,
    reason: '',
  };
  const form = useSchemaForm(conflictCreateSchema, blank);
  const [add, adding] = useAddConflictMutation();

  return (
    <FormModal
      open={open}
      title={t('adminRev.conflicts.addTitle')}
      okText={t('adminRev.conflicts.save')}
      busy={adding.isLoading}
      submit={() => form.submit((body) => add(body).unwrap())}
      saved={t('adminRev.conflicts.saved')}
      onSaved={() => form.setValues(blank)}
      onClose={onClose}
    >
      <SearchField
        label={t('adminRev.conflicts.reviewer')}
        field={idField(form, 'reviewerId')}
        search={reviewers}
      />
      {thesis ? (
        <FormField label={t('adminRev.conflicts.thesis')} required error={form.errors.thesisId}>
          {(id) => <Input id={id} value={thesis.title} disabled />}
        </FormField>
      ) : (
        <SearchField
          label={t('adminRev.conflicts.thesis')}
          field={idField(form, 'thesisId')}
          search={theses}
        />
      )}
      <TextAreaField
        form={form}
        field="reason"
        label={t('adminRev.conflicts.reason')}
        required
        hint={t('adminRev.conflicts.reasonHint')}
        rows={3}
        maxLength={REVIEW_CONFLICT_REASON_MAX}
      />
    </FormModal>
  );
}
