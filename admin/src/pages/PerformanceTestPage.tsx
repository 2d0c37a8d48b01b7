import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { listPerformanceTests, runPerformanceTest } from '@stickerei/shared/api-client';
import type { PerformanceTestInput, PerformanceTestRun } from '@stickerei/shared/domain';
import { useApiAction } from './api/useApiAction.ts';
import { useApiData } from './api/useApiData.ts';
import { useOperationProgress } from './api/useOperationProgress.ts';
import { ProgressLine } from './parts/ProgressLine.tsx';
import { RunForm } from './performance/RunForm.tsx';
import { RunHistory } from './performance/RunHistory.tsx';
import { RunResults } from './performance/RunResults.tsx';

/** /superadmin/database/PerformanceTest: run the battery with progress, results, history. */
export default function PerformanceTestPage() {
  const translate = useTranslate();
  const action = useApiAction();
  const history = useApiData('performance-history', (client, signal) =>
    listPerformanceTests(client, 20, signal),
  );
  const [operationId, setOperationId] = useState<string | null>(null);
  const progress = useOperationProgress(operationId, false);
  const [shown, setShown] = useState<PerformanceTestRun | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (!shown && history.data?.items[0]) setShown(history.data.items[0]);
  }, [history.data, shown]);

  const run = async (input: PerformanceTestInput) => {
    const id = crypto.randomUUID();
    setOperationId(id);
    await action.run(async (api) => {
      const result = await api.call((client) =>
        runPerformanceTest(client, { ...input, operationId: id }),
      );
      setShown(result);
      history.reload();
    });
    setOperationId(null);
  };
  return (
    <>
      <Title title="app.page.performance_test.title" />
      <RunForm running={operationId !== null} onRun={(input) => void run(input)} />
      {operationId && (
        <ProgressLine
          value={progress.progress}
          label={translate('app.ops.performance.running', { percent: progress.progress })}
          testId="performance-progress"
        />
      )}
      {shown && <RunResults run={shown} />}
      {history.data && history.data.items.length > 0 && (
        <RunHistory
          runs={history.data.items}
          chosen={chosen}
          onChoose={setChosen}
          onShow={setShown}
        />
      )}
    </>
  );
}
