import { describe, expect, it } from 'vitest';
import { runStages, STAGES, testCounts, type Stage } from './test-all';

const stage = (name: string, after: string[] = []): Stage => ({ name, command: name, after });

describe('the test-all runner', () => {
  it('starts independent stages together and a stage only after its prerequisites passed', async () => {
    const events: string[] = [];
    const outcomes = await runStages(
      [stage('int'), stage('build'), stage('lint', ['build']), stage('e2e', ['int', 'build'])],
      async ({ name }) => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, name === 'int' ? 30 : 5));
        events.push(`end ${name}`);
        return { status: 'passed', seconds: 0, log: '' };
      },
    );
    expect(events.slice(0, 2).sort()).toEqual(['start build', 'start int']);
    expect(events.indexOf('start lint')).toBeGreaterThan(events.indexOf('end build'));
    expect(events.indexOf('start e2e')).toBeGreaterThan(events.indexOf('end int'));
    expect([...outcomes.keys()]).toEqual(['int', 'build', 'lint', 'e2e']);
  });

  it('skips what follows a failed stage and still runs the stages that do not depend on it', async () => {
    const ran: string[] = [];
    const outcomes = await runStages(
      [stage('build'), stage('lint', ['build']), stage('int')],
      async ({ name }) => {
        ran.push(name);
        return { status: name === 'build' ? 'failed' : 'passed', seconds: 0, log: '' };
      },
    );
    expect(ran.sort()).toEqual(['build', 'int']);
    expect(outcomes.get('lint')?.status).toBe('skipped');
    expect(outcomes.get('build')?.status).toBe('failed');
  });

  it("reads Vitest's closing counts", () => {
    const output =
      ' Test Files  100 passed (100)\n      Tests  618 passed (618)\n   Duration  9.1s';
    expect(testCounts(output)).toBe('Test Files 100 passed (100); Tests 618 passed (618)');
  });

  it('runs every test project and every check, each stage after stages that exist', () => {
    const commands = STAGES.map((each) => each.command).join('\n');
    for (const project of [
      'unit',
      'integration',
      'integration-timed',
      'integration-processes',
      'e2e',
    ]) {
      expect(commands).toContain(`--project ${project}`);
    }
    expect(commands).toContain('pnpm run lint');
    expect(commands).toContain('pnpm run typecheck');
    const names = STAGES.map((each) => each.name);
    for (const each of STAGES) expect(names).toEqual(expect.arrayContaining(each.after));
  });
});
