import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useMember } from '@/features/admin-members/api/members';
import { MemberActions } from '@/features/admin-members/components/member-actions';
import { MemberActivity } from '@/features/admin-members/components/member-activity';
import { MemberFraudSections } from '@/features/admin-members/components/member-fraud-sections';
import { MemberSummary } from '@/features/admin-members/components/member-summary';
import { errorMessage } from '@/lib/api-client';

/** /admin/users/{id}: a member's profile, actions, activity, and what fraud defence knows of them. */
export default function AdminUserDetailPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <BackLink to="/admin/users" label="All members" />
      {member.data ? (
        <>
          <MemberSummary member={member.data} />
          <MemberActions member={member.data} />
          <MemberActivity memberId={member.data.id} />
          <MemberFraudSections memberId={member.data.id} />
        </>
      ) : member.error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          {errorMessage(member.error, 'Could not load this member.')}
        </div>
      ) : (
        <Skeleton className="h-56 rounded-2xl" />
      )}
    </div>
  );
}
