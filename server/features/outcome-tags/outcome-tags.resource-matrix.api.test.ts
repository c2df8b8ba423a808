import * as outcomeTagEndpoints from '../../../common/outcome-tags/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('outcome tags and mastery', outcomeTagEndpoints);
