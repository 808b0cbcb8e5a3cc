import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, api } from '#shared/lib/api-client.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { PamPageShell, preClasses } from './pam-page-shell.tsx';

const EXAMPLE = JSON.stringify(
  { message: 'How much did I spend on fuel this month?', context: { language: 'en' } },
  null,
  2,
);

/** /pam-direct-api-test: the raw request body to POST /api/v1/pam-simple/chat and the raw answer. */
export default function PamDirectApiTestPage() {
  const { t } = useTranslation('pam');
  const [body, setBody] = useState(EXAMPLE);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<{ status: number; body: unknown } | null>(null);

  const send = async () => {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSending(true);
    try {
      // The body is sent as typed, right or wrong: seeing the server's refusal is the point of this page.
      const answer = await api('POST /pam-simple/chat', { json: json as never });
      setResult({ status: 200, body: answer });
    } catch (err) {
      setResult(
        err instanceof ApiRequestError
          ? {
              status: err.status,
              body: { error: { class: err.errorClass, message: err.message, code: err.code, fields: err.fields } },
            }
          : { status: 0, body: String(err) },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <PamPageShell kind="direct_api" about={t('pages.direct_about')}>
      <Field label={t('pages.request')}>
        <Textarea
          rows={8}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className="font-mono"
          spellCheck={false}
        />
      </Field>
      {invalid && <Alert variant="error">{t('pages.invalid_json')}</Alert>}
      <div>
        <Button onClick={() => void send()} loading={sending}>
          {sending ? t('pages.sending') : t('pages.send')}
        </Button>
      </div>
      {result && (
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold">{t('pages.status', { status: result.status })}</h2>
          <pre className={preClasses}>{JSON.stringify(result.body, null, 2)}</pre>
        </div>
      )}
    </PamPageShell>
  );
}
