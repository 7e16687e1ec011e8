// Written by scripts/fit-audience.ts from ../shared/realdata (the Kaggle Steam games 2013–2023 and the SteamSpy top
// 1,000 of August 2023, one row a game): the reviews of the real game at each rank, ranked by reviews, and how many
// owners a review stands for among the SteamSpy top 1,000 (owners read as the middle of SteamSpy's range).
export const REAL_GAMES = 61200;
/** [rank, reviews] at log-spaced ranks; the generator interpolates between them on log scales. */
export const REVIEWS_BY_RANK: ReadonlyArray<readonly [number, number]> = [
  [1, 7375823], [2, 2050633], [3, 1777590], [4, 1381351], [5, 1163540], [6, 1067902], [7, 981778], [8, 969855], [9, 811910], [10, 761650],
  [11, 664846], [12, 642758], [13, 628725], [14, 607572], [15, 583400], [16, 560268], [17, 555635], [18, 533257], [19, 521568], [20, 512050],
  [24, 482132], [29, 377017], [36, 341979], [43, 292973], [52, 224586], [63, 198791], [77, 168303], [93, 139522], [112, 115754], [136, 104292],
  [165, 88323], [200, 76220], [242, 62347], [294, 51026], [356, 42430], [431, 35220], [522, 28460], [632, 22195], [766, 17337], [928, 14114],
  [1125, 11154], [1363, 8336], [1651, 6252], [2000, 4694], [2423, 3461], [2936, 2520], [3557, 1808], [4309, 1315], [5220, 914], [6325, 647],
  [7662, 457], [9283, 318], [11247, 218], [13626, 145], [16508, 95], [20000, 61], [24231, 39], [29356, 24], [35566, 14], [43089, 8],
  [52203, 3], [61200, 0],
];
/** Owners a review stands for: median and σ of its logarithm. */
export const OWNERS_PER_REVIEW = { median: 80, sigma: 0.89 } as const;
