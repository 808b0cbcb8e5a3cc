import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import { TEST_USER } from '#testing/factories.ts';
import { ReportDialog } from './report-dialog.tsx';

const POST_ID = '00000000-0000-4000-8000-0000000000a1';

function report(reason: string, alreadyFiled = false) {
  return {
    data: {
      already_filed: alreadyFiled,
      id: '00000000-0000-4000-8000-0000000000f1',
      target_type: 'post',
      target_id: POST_ID,
      reason,
      status: 'open',
      created_at: '2026-11-20T10:00:00Z',
      resolved_at: null,
    },
  };
}

function reportApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    ...handlers,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('ReportDialog', () => {
  it('sends the target and the chosen reason with the details, thanks the user and closes', async () => {
    const calls = reportApi({
      'POST /social/reports': ({ body }) => jsonResponse(201, report((body as { reason: string }).reason)),
    });
    const onOpenChange = vi.fn();
    renderWithProviders(<ReportDialog targetType="post" targetId={POST_ID} open onOpenChange={onOpenChange} />);

    expect(await screen.findByRole('dialog', { name: 'Report this post' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'scam' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: '  Asks for a deposit by wire  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks — a moderator will look at it')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      target_type: 'post',
      target_id: POST_ID,
      reason: 'Scam or fraud: Asks for a deposit by wire',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for a reason, and for details when the reason is "Something else", before sending', async () => {
    const calls = reportApi();
    renderWithProviders(<ReportDialog targetType="user" targetId={POST_ID} open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Tell the moderators what is wrong.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when the user had already reported it (the server answers 200 with the open report)', async () => {
    reportApi({
      'POST /social/reports': () => jsonResponse(200, report('Harassment or bullying', true)),
    });
    renderWithProviders(<ReportDialog targetType="post" targetId={POST_ID} open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this — a moderator will look at it')).toBeTruthy();
  });

  it("shows the server's reason when the report is refused", async () => {
    reportApi({
      'POST /social/reports': () =>
        jsonResponse(429, {
          error: { class: 'other', message: 'You have sent many reports.', code: 'rate_limited' },
        }),
    });
    renderWithProviders(<ReportDialog targetType="listing" targetId={POST_ID} open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have sent many reports in the last hour. Please try again later.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });
});
