import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Input, Progress } from 'antd';
import { CloseOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_ATTACHMENT_ACCEPT, CHAT_LIMITS } from '@conf/common';
import { fieldErrors } from '../app/error-message';
import { useT, useTranslateKey } from '../app/intl';
import { showError } from '../app/toast';
import { attachmentProblem, formatSize } from './attachment';
import { isAborted } from '../app/transfer';

export type SendMessage = (
  body: string,
  file: File | null,
  onProgress: (percent: number) => void,
) => Promise<void>;

const MAX_MB = CHAT_LIMITS.attachmentMaxBytes / 1024 / 1024;

/** Unsent text per conversation, so that moving between conversations or screens keeps it. */
const drafts = new Map<string, string>();

/**
 * Writing a message: text, an optional attachment checked before upload (type by name and MIME,
 * size against the shared limit; the server checks the bytes), and the upload's progress. An
 * empty message cannot be sent; a failed send keeps what was typed and chosen.
 */
export function Composer({ onSend, draftKey }: { onSend: SendMessage; draftKey: string }) {
  const t = useT();
  const translate = useTranslateKey();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [body, setBodyState] = useState(() => drafts.get(draftKey) ?? '');
  const setBody = (text: string) => {
    setBodyState(text);
    if (text) drafts.set(draftKey, text);
    else drafts.delete(draftKey);
  };
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const sending = percent !== null;
  const empty = body.trim() === '' && !file;

  const choose = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const refused = attachmentProblem(chosen);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const send = async () => {
    if (sending) return;
    if (empty) {
      setProblem(t('validation.messageEmpty'));
      return;
    }
    if (body.length > CHAT_LIMITS.bodyMaxChars) {
      setProblem(t('validation.tooLong'));
      return;
    }
    setProblem(null);
    setPercent(0);
    try {
      await onSend(body.trim(), file, setPercent);
      setBody('');
      setFile(null);
    } catch (err) {
      if (isAborted(err)) return;
      const fields = fieldErrors(err);
      const first = fields.body ?? fields.attachment;
      if (first) setProblem(translate(first));
      else showError(err);
    } finally {
      setPercent(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit} aria-busy={sending}>
      <label htmlFor={`${id}-body`} className="visually-hidden">
        {t('chat.composer.label')}
      </label>
      <Input.TextArea
        id={`${id}-body`}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('chat.composer.placeholder')}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={CHAT_LIMITS.bodyMaxChars}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={problem ? true : undefined}
        disabled={sending}
      />
      {file ? (
        <div className="chat-composer__file">
          <PaperClipOutlined aria-hidden="true" />
          <span>
            {file.name} ({formatSize(file.size)})
          </span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('chat.composer.removeAttachment')}
            onClick={() => setFile(null)}
            disabled={sending}
          />
        </div>
      ) : null}
      {sending ? (
        <Progress
          percent={percent}
          size="small"
          aria-label={t('chat.composer.uploading', { percent })}
          format={(p) => t('chat.composer.uploading', { percent: p ?? 0 })}
        />
      ) : null}
      <p id={`${id}-problem`} className="chat-composer__problem" role="alert">
        {problem}
      </p>
      <div className="chat-composer__actions">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          className="visually-hidden"
          accept={CHAT_ATTACHMENT_ACCEPT}
          onChange={(e) => choose(e.target.files?.[0])}
          tabIndex={-1}
          aria-label={t('chat.composer.attach')}
        />
        <Button
          icon={<PaperClipOutlined />}
          onClick={() => fileInput.current?.click()}
          disabled={sending}
        >
          {t('chat.composer.attach')}
        </Button>
        <span id={`${id}-hint`} className="chat-composer__hint">
          {t('chat.composer.hint', { mb: MAX_MB })}
        </span>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          disabled={empty}
          loading={sending}
        >
          {t('chat.composer.send')}
        </Button>
      </div>
    </form>
  );
}
