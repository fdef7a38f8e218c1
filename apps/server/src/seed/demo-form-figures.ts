import type { TFormValues } from '@hse/contracts/forms/evaluate';

/**
 * The demo's figures of the forms the indicators divide by (hours worked, kilometres driven) and of
 * the greenhouse gases, at the scale of a real subsidiary: random draws made LTIF run to 50 and
 * nitrous oxide outweigh a refinery's CO2. Deterministic, so the demo's other draws stay as they
 * were. Subsidiaries by size: the first the largest.
 */
const wobble = (seed: number, spread: number) => 1 + spread * Math.sin(seed * 12.9898);
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

const HEADCOUNT = [2400, 1500, 900] as const;
const FLEET = [1.5, 1, 0.7] as const;
/** Installations (t a quarter) of each subsidiary: a flare and a gas turbine above the quota threshold. */
const INSTALLATIONS = [
  [
    { name: 'Факельная установка УПН-2', co2: 6200, ch4: 42, n2o: 0.08 },
    { name: 'Газотурбинная электростанция ГТЭС-1', co2: 5400, ch4: 1.2, n2o: 0.15 },
  ],
  [
    { name: 'Печь атмосферной перегонки П-1', co2: 4100, ch4: 0.8, n2o: 0.06 },
    { name: 'Котельная установка', co2: 2300, ch4: 0.4, n2o: 0.03 },
  ],
  [{ name: 'Компрессорная станция КС-3', co2: 3100, ch4: 18, n2o: 0.05 }],
] as const;
const PURCHASED = [
  { electricity: 3900, heat: 800 },
  { electricity: 2600, heat: 1500 },
  { electricity: 1200, heat: 300 },
] as const;

/** The values of forms 1, 3 and 17 for a subsidiary (by size order) and period; others as drawn. */
export function demoFormFigures(
  code: string,
  drawn: TFormValues,
  subsidiary: number,
  year: number,
  period: number,
): TFormValues {
  const size = subsidiary % 3;
  const seed = year * 12 + period + subsidiary * 7;
  if (code === 'HSE_FRM_1') {
    const employees = Math.round((HEADCOUNT[size] ?? 900) * wobble(seed, 0.03));
    const contractors = Math.round(employees * 0.35 * wobble(seed + 1, 0.1));
    return {
      ...drawn,
      staff: [
        {
          row: 'employees',
          headcount: employees,
          hours: Math.round(employees * 166 * wobble(seed + 2, 0.04)),
        },
        {
          row: 'contractors',
          headcount: contractors,
          hours: Math.round(contractors * 172 * wobble(seed + 3, 0.05)),
        },
      ],
    };
  }
  if (code === 'HSE_FRM_3') {
    const k = FLEET[size] ?? 1;
    const fleet = [
      ['cars', 60, 3200],
      ['buses', 12, 5000],
      ['trucks', 30, 4500],
      ['special', 20, 1200],
    ] as const;
    return {
      ...drawn,
      fleet: fleet.map(([row, vehicles, km], i) => {
        const count = Math.round(vehicles * k);
        return { row, vehicles: count, km: Math.round(count * km * wobble(seed + i, 0.08)) };
      }),
    };
  }
  if (code === 'HSE_FRM_17') {
    const gas = (value: number, i: number, digits: number) => round(value * wobble(seed + i, 0.06), digits);
    const purchased = PURCHASED[size] ?? PURCHASED[2];
    return {
      ...drawn,
      installations: (INSTALLATIONS[size] ?? INSTALLATIONS[2]).map((i, n) => ({
        name: i.name,
        co2: gas(i.co2, n, 1),
        ch4: gas(i.ch4, n + 1, 2),
        n2o: gas(i.n2o, n + 2, 3),
      })),
      purchased: [
        { row: 'electricity', co2: gas(purchased.electricity, 5, 1), ch4: 0, n2o: 0 },
        { row: 'heat', co2: gas(purchased.heat, 6, 1), ch4: 0, n2o: 0 },
      ],
    };
  }
  return drawn;
}
