import { Button, Card, Radio, Space, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserDto } from '@conf/common';
import { useT, useTranslateKey } from '../../app/intl';
import { ProfileFields } from '../shared/ProfileFields';
import type { ProfileValues } from '../shared/profile';
import { authorFromUser, emptyAuthor, move, type AuthorValues } from './thesis-form';

interface AuthorsEditorProps {
  authors: AuthorValues[];
  errors: Record<string, string>;
  user: UserDto | null | undefined;
  disabled?: boolean;
  onChange: (authors: AuthorValues[], rowsChanged: boolean) => void;
}

/** Field errors of author `index` ('authors.0.email' → { email }). */
function rowErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `authors.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

/**
 * The authors of an abstract: add, remove, reorder, every field of common authorSchema, and
 * exactly one corresponding author (a radio group across the rows).
 */
export function AuthorsEditor({ authors, errors, user, disabled, onChange }: AuthorsEditorProps) {
  const t = useT();
  const translate = useTranslateKey();
  const corresponding = authors.findIndex((a) => a.isCorresponding);

  const patch = (index: number, values: Partial<ProfileValues>) =>
    onChange(
      authors.map((a, i) => (i === index ? { ...a, ...values } : a)),
      false,
    );
  const setCorresponding = (index: number) =>
    onChange(
      authors.map((a, i) => ({ ...a, isCorresponding: i === index })),
      false,
    );
  const remove = (index: number) => {
    const next = authors.filter((_, i) => i !== index);
    // Keep one corresponding author when the removed row was it.
    if (next.length > 0 && !next.some((a) => a.isCorresponding))
      next[0] = { ...next[0]!, isCorresponding: true };
    onChange(next, true);
  };
  const listError = errors.authors;

  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0 }}
      aria-describedby={listError ? 'authors-error' : undefined}
    >
      <legend>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t('panel.thesis.authors')} <span aria-hidden="true">*</span>
        </Typography.Title>
      </legend>
      {listError && (
        <Typography.Paragraph type="danger" id="authors-error" role="alert">
          {translate(listError)}
        </Typography.Paragraph>
      )}
      <Radio.Group
        value={corresponding}
        onChange={(e) => setCorresponding(Number(e.target.value))}
        disabled={disabled}
        style={{ display: 'block' }}
        name="corresponding-author"
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {authors.map((author, index) => {
            const n = index + 1;
            return (
              <Card
                key={author.key}
                size="small"
                data-author-index={index}
                title={
                  <Space wrap>
                    <span>{t('panel.thesis.author', { n })}</span>
                    <Radio value={index}>{t('panel.thesis.corresponding')}</Radio>
                  </Space>
                }
                extra={
                  <Space wrap>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('panel.thesis.moveUp', { n })}
                      title={t('panel.thesis.moveUp', { n })}
                      disabled={disabled || index === 0}
                      onClick={() => onChange(move(authors, index, index - 1), true)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('panel.thesis.moveDown', { n })}
                      title={t('panel.thesis.moveDown', { n })}
                      disabled={disabled || index === authors.length - 1}
                      onClick={() => onChange(move(authors, index, index + 1), true)}
                    />
                    {user && (
                      <Button
                        size="small"
                        icon={<UserOutlined />}
                        disabled={disabled}
                        onClick={() => {
                          const {
                            key: _k,
                            isCorresponding: _c,
                            ...profile
                          } = authorFromUser(user, false);
                          patch(index, profile);
                        }}
                      >
                        {t('panel.thesis.fromProfile')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('panel.thesis.removeAuthor', { n })}
                      title={t('panel.thesis.removeAuthor', { n })}
                      disabled={disabled || authors.length === 1}
                      onClick={() => remove(index)}
                    />
                  </Space>
                }
              >
                <ProfileFields
                  values={author}
                  errors={rowErrors(errors, index)}
                  disabled={disabled}
                  onChange={(values) => patch(index, values)}
                />
              </Card>
            );
          })}
        </Space>
      </Radio.Group>
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: 16 }}
        disabled={disabled}
        onClick={() => onChange([...authors, emptyAuthor(authors.length === 0)], true)}
      >
        {t('panel.thesis.addAuthor')}
      </Button>
    </fieldset>
  );
}
