/**
 * Chart heights, apart from the charts themselves: the page sizes each chart's skeleton with them
 * while the chart's chunk loads, and importing them from the chart modules would pull the charts
 * (and @mui/x-charts) into the page's own chunk.
 */
export const MONTHLY_CHART_HEIGHT = 300;
export const AGING_CHART_HEIGHT = 240;
export const OCCUPANCY_GAUGE_HEIGHT = 200;
