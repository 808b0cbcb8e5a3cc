import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#shared/ui/button.tsx';
import { downloadCsv, type CsvExportPath } from '../api/csv-download.ts';
import { useFormMessages } from '#shared/lib/form.ts';

export function CsvExportButton({ path, fileName, label }: { path: CsvExportPath; fileName: string; label: string }) {
  const { t } = useTranslation('wins');
  const { failure } = useFormMessages('wins');
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
