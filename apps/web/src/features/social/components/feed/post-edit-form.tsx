import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SOCIAL_LIMITS, type Post } from '@ww/contracts';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { useUpdatePost } from '../../api/feed.ts';
import { keptMentionIds } from '../../lib/feed-text.ts';
import { MentionTextarea, type ChosenMention } from './mention-textarea.tsx';

/** The author's post text edited in place, its @mentions kept while their names stay in the text. */
export function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation('social_feed');
  const showError = useErrorToast();
  const update = useUpdatePost();
  const [body, setBody] = useState(post.body);
  const [chosen, setChosen] = useState<ChosenMention[]>(() =>
    post.mentions.flatMap((m) => (m.display_name ? [{ id: m.id, name: m.display_name }] : [])),
  );
  const id = useId();
  const tooLong = body.length > SOCIAL_LIMITS.postMaxChars;
  return (
    <form
      aria-label={t('post.edit_label')}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim() || tooLong) return;
        update.mutate(
          { post, patch: { body: body.trim(), mention_ids: keptMentionIds(body, chosen) } },
          {
            onSuccess: (outcome) => {
              toast.success(t(outcome.state === 'sent' ? 'post.saved' : 'post.saved_offline'));
              onDone();
            },
            onError: showError,
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('post.edit_label')}
      </label>
      <MentionTextarea
        id={id}
        value={body}
        invalid={tooLong}
        onValueChange={setBody}
        onMention={(m) => setChosen((list) => [...list, m])}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={update.isPending} disabled={!body.trim() || tooLong}>
          {t('actions.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
