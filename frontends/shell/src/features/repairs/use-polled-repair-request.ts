import { useEffect, useState } from 'react';
import { repairsApi, useRepairRequestQuery } from './api';

/** A pending repair is asked for again this often... */
export const PENDING_POLL_INTERVAL_MS = 3000;
/** ...for at most this long (the server's job has long given up by then); "Check again" starts anew. */
export const PENDING_POLL_LIMIT_MS = 5 * 60 * 1000;

/**
 * One of the user's repairs, asked for again every 3 s while it is pending, so its page updates by itself
 * when it completes or fails; polling stops then, or after 5 minutes, until the person asks again.
 */
export function usePolledRepairRequest(id: string) {
  const cached = repairsApi.endpoints.repairRequest.useQueryState(id);
  const pending = cached.data?.status === 'pending';
  const [pollingRound, setPollingRound] = useState(0);
  const [roundGivenUp, setRoundGivenUp] = useState<number | null>(null);
  const polling = pending && roundGivenUp !== pollingRound;

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setRoundGivenUp(pollingRound), PENDING_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [pending, pollingRound]);

  const query = useRepairRequestQuery(id, { pollingInterval: polling ? PENDING_POLL_INTERVAL_MS : 0 });

  const checkAgain = () => {
    setPollingRound((round) => round + 1);
    void query.refetch();
  };

  return { ...query, polling, checkAgain };
}
