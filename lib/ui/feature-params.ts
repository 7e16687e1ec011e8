import { parseId } from "@/lib/domain/ids";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The feature breakdown's query params (cls_id, feat, cat, cls_type_id); an id that is not a positive integer is none. */
export function readFeatureParams(params: SearchParams) {
  return {
    clsId: parseId(first(params.cls_id)),
    feat: first(params.feat) || undefined,
    cat: first(params.cat) || undefined,
    clsTypeId: parseId(first(params.cls_type_id)),
  };
}
