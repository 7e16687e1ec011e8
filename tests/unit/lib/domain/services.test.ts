import { filterAllowedServices, isAllowedServiceId } from "@/lib/domain/services";

describe("isAllowedServiceId", () => {
  it.each<[number, boolean]>([
    ...Array.from({ length: 13 }, (_, i): [number, boolean] => [i + 1, true]),
    [14, false],
    [15, true],
    [16, true],
    [17, true],
    [18, true],
    [0, false],
    [19, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])("service %p is allowed: %s", (serviceId, expected) => {
    expect(isAllowedServiceId(serviceId)).toBe(expected);
  });
});

describe("filterAllowedServices", () => {
  it.each<[string, number[], number[]]>([
    ["nothing from nothing", [], []],
    ["the allowed ones, in order", [18, 14, 3, 19, 13, 0, 15], [18, 3, 13, 15]],
    ["nothing when none is allowed", [14, 19, 99], []],
  ])("keeps %s", (_case, serviceIds, expected) => {
    const gameServices = serviceIds.map((serviceId) => ({ serviceId, status: "active" }));
    expect(filterAllowedServices(gameServices, (gameService) => gameService.serviceId).map((s) => s.serviceId)).toEqual(expected);
  });
});
