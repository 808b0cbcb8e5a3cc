import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#shared/ui/button.tsx';
import { downloadCsv, type CsvExportPath } from '../api/csv-download.ts';
import { useErrorText } from '#shared/lib/error-message.ts';

export function CsvExportButton({ path, fileName, label }: { path: CsvExportPath; fileName: string; label: string }) {
  const { t } = useTranslation('wins');
  // One export at a time and ten a minute per user: the server's codes for those are worded here.
  const failure = useErrorText({ ns: 'wins', prefix: 'export.errors' });
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, fileName);
    } catch (err) {
      toast.error(t('export.failed', { reason: failure(err) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
      {!busy && <Download aria-hidden className="h-4 w-4" />}
      {label}
    </Button>
  );
}
