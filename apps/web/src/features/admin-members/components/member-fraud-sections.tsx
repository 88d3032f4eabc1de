import { AdminSection } from '@/components/ui/admin-section';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberCheats } from '../api/get-member-cheats';
import { useMemberLinks } from '../api/get-member-links';
import { useMemberSignals } from '../api/get-member-signals';
import { CheatLogSummary } from './cheat-log-summary';
import { LinkedAccountsList } from './linked-accounts-list';
import { SignalsTable } from './signals-table';

/** What fraud defence knows of a member: accounts linked to theirs, refused attempts, devices and sign-ins. */
export function MemberFraudSections({ memberId }: { memberId: string }) {
  const links = useMemberLinks(memberId);
  const cheats = useMemberCheats(memberId);
  const signals = useMemberSignals(memberId);
  const loading = <Skeleton className="h-24 rounded-2xl" />;
  return (
    <>
      <AdminSection
        title="Linked accounts"
        count={links.data?.length}
        description="Members who share a device or a payout account with this one, or were seen on one network again and again."
      >
        {links.data ? (
          <LinkedAccountsList linked={links.data} />
        ) : links.error ? (
          <LoadError
            what="the linked accounts"
            onRetry={() => void links.refetch()}
            retrying={links.isFetching}
          />
        ) : (
          loading
        )}
      </AdminSection>
      <AdminSection
        title="Cheat log"
        description="Earning attempts the server refused: too early, over the daily limit, bad postbacks, linked referrals."
      >
        {cheats.data ? (
          <CheatLogSummary cheats={cheats.data} />
        ) : cheats.error ? (
          <LoadError
            what="the cheat log"
            onRetry={() => void cheats.refetch()}
            retrying={cheats.isFetching}
          />
        ) : (
          loading
        )}
      </AdminSection>
      <AdminSection
        title="Devices and sign-ins"
        description="The latest sign-ins and money moves, with the address, network and device they came from."
      >
        {signals.data ? (
          <SignalsTable signals={signals.data} />
        ) : signals.error ? (
          <LoadError
            what="the devices and sign-ins"
            onRetry={() => void signals.refetch()}
            retrying={signals.isFetching}
          />
        ) : (
          loading
        )}
      </AdminSection>
    </>
  );
}
