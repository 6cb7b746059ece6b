import type { SocialAccount } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { ChoiceDialog } from './choice-dialog';
import { useCloseOnLoadError } from './use-close-on-load-error';
import { useSelectFacebookPage } from './use-select-facebook-page';

interface FacebookPageDialogProps {
  account: SocialAccount;
  onClose: () => void;
}

/** 'Select Facebook Page' (spec 000 §2/§4): a Facebook account posts to the page chosen here. */
export function FacebookPageDialog({ account, onClose }: FacebookPageDialogProps) {
  const trpc = useTRPC();
  // Always fetched afresh: the pages the user manages can change on Facebook at any time.
  const pages = useQuery(
    trpc.socialAccount.facebookPages.queryOptions({ id: account.id }, { staleTime: 0, gcTime: 0 }),
  );
  useCloseOnLoadError(pages.error, 'Failed to fetch Facebook pages', onClose);
  const select = useSelectFacebookPage();

  const save = (pageId: string) => {
    const page = pages.data?.find((option) => option.id === pageId);
    select.mutate({ id: account.id, pageId, pageName: page?.name }, { onSuccess: onClose });
  };

  return (
    <ChoiceDialog
      title="Select Facebook Page"
      groupLabel="Your Facebook pages"
      choices={pages.data?.map((page) => ({
        value: page.id,
        label: page.name,
        description: page.category ?? undefined,
      }))}
      loadingText="Loading your Facebook pages..."
      emptyText="No Facebook pages found. Make sure you have pages that you manage."
      initialValue={account.facebookPageId}
      saving={select.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
