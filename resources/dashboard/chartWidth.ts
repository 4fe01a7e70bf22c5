import { createContext, useContext } from 'react';

/**
 * The width a ChartCard measured for its chart, in pixels; undefined where nothing is measured (a
 * test's DOM), where the chart measures itself. Apart from the charts, so the page's own chunk
 * does not pull in @mui/x-charts.
 */
export const ChartWidth = createContext<number | undefined>(undefined);

export const useChartWidth = () => useContext(ChartWidth);
