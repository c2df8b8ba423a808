import * as lessonImageEndpoints from '../../../common/lesson-images/endpoints.ts';
import {
  describeAuthorizationMatrix,
  expectStatuses,
  type MatrixCase,
} from '../../test/authorization-matrix.ts';
import { pngBytes } from '../../test/factories.ts';

/**
 * Uploading a lesson image, called as every actor of the shared world: school A's subject is
 * taught by the teacher, with the student in it. Reading it back is the uploads content endpoint's
 * (its row is in the institutions matrix; lesson-images.api.test.ts reads a lesson image as each).
 */
const cases: MatrixCase[] = [
  {
    name: '/v3/subjects/:subjectId/images',
    method: 'POST',
    url: (w) => `/v3/subjects/${w.subjectA}/images`,
    body: () => pngBytes(),
    contentType: 'image/png',
    // The subject's teacher, the school's admins and internal admins; its student is refused, and
    // the other school's admin and a pending member learn nothing of it.
    expected: expectStatuses({
      student: 403,
      teacher: 201,
      admin: 201,
      headOfScience: 201,
      otherSchoolAdmin: 404,
      internalAdmin: 201,
      invited: 404,
    }),
  },
];

describeAuthorizationMatrix('lesson images', { cases, endpoints: lessonImageEndpoints });
