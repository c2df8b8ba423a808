import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { Subject } from '../../../common/subjects/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { testEngines } from '../../test/engines.ts';
import { dropEventListener, nextReconnect } from '../../test/event-listener.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubjectRole,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_STREAMS_PER_PERSON } from '../../platform/live/event-stream.ts';

type Who = { principal: string; headers: Record<string, string> };

/** A minimal EventSource over fetch: collects `event:`/`data:` blocks as they arrive. */
async function openStream(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: { event: string; data: SubjectEvent }[] = [];
  let text = '';
  const ended = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as SubjectEvent });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = (match: (e: SubjectEvent) => boolean) =>
    vi.waitFor(
      () => {
        const found = events.find((e) => match(e.data));
        if (!found) throw new Error(`not yet: ${JSON.stringify(events)}`);
        return found.data;
      },
      { timeout: 10_000 },
    );
  return { res, events, ended, waitFor, close: () => abort.abort() };
}

describe.each(testEngines())('subject events on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let school: number;
  const w = {} as Record<'teacher' | 'student' | 'colleague' | 'outsider', Who>;
  const streams: { close(): void }[] = [];

  async function member(institutionId: number, roles: InstitutionRoleName[]): Promise<Who> {
    const p = await buildPerson(t.db);
    await buildRole(t.db, institutionId, p.principal, roles);
    return { principal: p.principal, headers: (await buildSession(t.db, p.principal)).headers };
  }
  const post = async (url: string, who: Who, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const create = async (name: string) =>
    (await post('/v3/subjects', w.teacher, { name, institutionId: school })).json<{ subject: Subject }>()
      .subject;
  const watch = async (path: string, who: Who) => {
    const stream = await openStream(`${base}${path}`, who.headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    school = (await buildInstitution(t.db)).id;
    w.teacher = await member(school, ['SUBJECT_CREATOR']);
    w.student = await member(school, ['STUDENT']);
    w.colleague = await member(school, ['SUBJECT_INSTRUCTOR']);
    const p = await buildPerson(t.db);
    w.outsider = { principal: p.principal, headers: (await buildSession(t.db, p.principal)).headers };
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  describe('GET /v3/subjects/{subjectId}/events', () => {
    it('sends the current state at once, as an event stream that is not cached', async () => {
      const subject = await create('Watched');
      const stream = await watch(`/v3/subjects/${subject.id}/events`, w.teacher);
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.res.headers.get('cache-control')).toMatch(/no-cache/);
      expect(stream.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(stream.res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(await stream.waitFor((e) => e.id === subject.id)).toEqual({
        id: subject.id,
        institutionId: school,
        state: 'ready',
        isArchived: false,
        deleted: false,
      });
      expect(stream.events[0]?.event).toBe('subject');
    });

    it('follows a duplicate from duplicating to ready', async () => {
      const source = await create('Year 8 Science');
      const copy = (await post(`/v3/subjects/${source.id}/actions/duplicate`, w.teacher)).json<{
        subject: Subject;
      }>().subject;
      const stream = await watch(`/v3/subjects/${copy.id}/events`, w.teacher);
      await stream.waitFor((e) => e.state === 'duplicating');
      await t.jobs.drain();
      await stream.waitFor((e) => e.state === 'ready');
    });

    it('follows archive and delete, for students of the subject too', async () => {
      const subject = await create('Year 9');
      await buildSubjectRole(t.db, subject, w.student.principal, 'STUDENT');
      const stream = await watch(`/v3/subjects/${subject.id}/events`, w.student);
      await stream.waitFor(() => true);
      await post(`/v3/subjects/${subject.id}/actions/archive`, w.teacher);
      await stream.waitFor((e) => e.isArchived);
      await t.app.inject({ method: 'DELETE', url: `/v3/subjects/${subject.id}`, headers: w.teacher.headers });
      await stream.waitFor((e) => e.deleted);
    });

    it('answers 404 before streaming to someone who may not read the subject, and 401 without a session', async () => {
      const subject = await create('Private');
      for (const who of [w.colleague, w.outsider]) {
        const res = await fetch(`${base}/v3/subjects/${subject.id}/events`, { headers: who.headers });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(await res.json()).toMatchObject({ code: 'not-found' });
      }
      expect((await fetch(`${base}/v3/subjects/${subject.id}/events`)).status).toBe(401);
    });

    it('lets a client go away without disturbing later changes', async () => {
      const subject = await create('Left open');
      const stream = await watch(`/v3/subjects/${subject.id}/events`, w.teacher);
      await stream.waitFor(() => true);
      stream.close();
      await stream.ended;
      const res = await post(`/v3/subjects/${subject.id}/actions/archive`, w.teacher);
      expect(res.statusCode).toBe(200);
    });
  });

  describe('GET /v3/institutions/{institutionId}/subjects/events', () => {
    it("streams changes to the viewer's own subjects there, and nobody else's", async () => {
      const stream = await watch(`/v3/institutions/${school}/subjects/events`, w.teacher);
      const others = await member(school, ['SUBJECT_CREATOR']);
      const notMine = (await post('/v3/subjects', others, { name: 'Not mine', institutionId: school })).json<{
        subject: Subject;
      }>().subject;
      const mine = await create('Mine');
      await post(`/v3/subjects/${notMine.id}/actions/archive`, others);
      await post(`/v3/subjects/${mine.id}/actions/archive`, w.teacher);
      await stream.waitFor((e) => e.id === mine.id && e.isArchived);
      expect(stream.events.some((e) => e.data.id === notMine.id)).toBe(false);
    });

    it('includes a duplicate made while the list is open', async () => {
      const source = await create('Source');
      const stream = await watch(`/v3/institutions/${school}/subjects/events`, w.teacher);
      const copy = (await post(`/v3/subjects/${source.id}/actions/duplicate`, w.teacher)).json<{
        subject: Subject;
      }>().subject;
      await stream.waitFor((e) => e.id === copy.id && e.state === 'duplicating');
      await t.jobs.drain();
      await stream.waitFor((e) => e.id === copy.id && e.state === 'ready');
    });

    it('answers 404 to non-members', async () => {
      const res = await fetch(`${base}/v3/institutions/${school}/subjects/events`, {
        headers: w.outsider.headers,
      });
      expect(res.status).toBe(404);
    });
  });

  it('ends open streams when the app closes, so closing does not hang', async () => {
    const other = await createTestApp(engine);
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const institution = (await buildInstitution(other.db)).id;
    const p = await buildPerson(other.db);
    await buildRole(other.db, institution, p.principal, ['STUDENT']);
    const { headers } = await buildSession(other.db, p.principal);
    const stream = await openStream(`${url}/v3/institutions/${institution}/subjects/events`, headers);
    expect(stream.res.status).toBe(200);
    const closed = other.close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('hung'), 5_000));
    expect(await Promise.race([closed, timeout])).toBe('closed');
    await stream.ended;
  });

  it("ends a person's open streams when they sign out, and the stream's other viewers keep theirs", async () => {
    const leaver = await member(school, ['STUDENT']);
    const path = `/v3/institutions/${school}/subjects/events`;
    const mine = await watch(path, leaver);
    const theirs = await watch(path, w.teacher);
    expect([mine.res.status, theirs.res.status]).toEqual([200, 200]);
    expect((await post('/v3/auth/logout', leaver)).statusCode).toBe(204);
    await mine.ended;
    // The teacher's stream stays open: their new subject still reaches it.
    const subject = await create('Still watched');
    await theirs.waitFor((e) => e.id === subject.id);
  });

  // Only PostgreSQL has a listening connection to lose; on PGlite events never leave the process.
  if (engine === 'postgres')
    it('ends every open stream when the event listener comes back, so browsers reconnect and read afresh', async () => {
      const path = `/v3/institutions/${school}/subjects/events`;
      const stream = await watch(path, w.teacher);
      expect(stream.res.status).toBe(200);
      const back = nextReconnect(t.events);
      await dropEventListener(t.testDatabase.database);
      await back;
      await stream.ended;
      // A stream opened after it is back hears changes again.
      const again = await watch(path, w.teacher);
      const subject = await create('Heard after the reconnect');
      await again.waitFor((e) => e.id === subject.id);
    });

  it('refuses a person more open streams than MAX_STREAMS_PER_PERSON with 429', async () => {
    const busy = await member(school, ['STUDENT']);
    const path = `/v3/institutions/${school}/subjects/events`;
    for (let i = 0; i < MAX_STREAMS_PER_PERSON; i += 1)
      expect((await watch(path, busy)).res.status).toBe(200);
    const refused = await fetch(`${base}${path}`, { headers: busy.headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate-limited' });
    // Someone else is not affected.
    expect((await watch(path, w.student)).res.status).toBe(200);
  });
});
