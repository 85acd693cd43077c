import { Layer, Rectangle, ResponsiveContainer, Sankey, type SankeyNodeProps, Tooltip } from "recharts";
import { type Analytics, type FlowNode, flowNodes } from "@/domain/analytics";
import { statusTone } from "@/domain/applications";
import { formatCount } from "../format";
import { ChartCard } from "./chart-card";
import { noResponseColor, themeColors, toneColors, tooltipStyles } from "./chart-theme";

type Flow = Analytics["flows"][number];

function nodeColor(node: FlowNode): string {
  return node === "No response yet" ? noResponseColor : toneColors[statusTone[node]];
}

/**
 * The flows a Sankey can draw. It lays nodes out left to right, so a flow that returns to an
 * earlier stage (any status may move to any other) would loop: the largest flows are kept and
 * a flow that would close a loop is left out of the drawing (the table still lists it).
 */
export function drawableFlows(flows: readonly Flow[]): Flow[] {
  const next = new Map<FlowNode, Set<FlowNode>>();
  const reaches = (from: FlowNode, to: FlowNode): boolean => {
    const seen = new Set<FlowNode>();
    const stack = [from];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(next.get(node) ?? []));
    }
    return false;
  };
  const kept: Flow[] = [];
  for (const flow of [...flows].sort((a, b) => b.count - a.count)) {
    if (flow.count <= 0 || flow.from === flow.to || reaches(flow.to, flow.from)) continue;
    next.set(flow.from, (next.get(flow.from) ?? new Set()).add(flow.to));
    kept.push(flow);
  }
  return kept;
}

export function sankeyData(flows: readonly Flow[]) {
  const drawn = drawableFlows(flows);
  const present = new Set(drawn.flatMap((flow) => [flow.from, flow.to]));
  const nodes = flowNodes.filter((node) => present.has(node)).map((name) => ({ name }));
  const index = (name: FlowNode) => nodes.findIndex((node) => node.name === name);
  const links = drawn.map((flow) => ({
    source: index(flow.from),
    target: index(flow.to),
    value: flow.count,
  }));
  return { nodes, links };
}

/** A stage: its bar in the stage's colour, and its name and count beside it. */
function StageNode({ x, y, width, height, payload }: SankeyNodeProps) {
  const name = payload.name as FlowNode;
  // Stages with nowhere further to go sit in the last column: their label goes on the left.
  const last = (payload.targetNodes as unknown[] | undefined)?.length === 0;
  const labelX = last ? x - 8 : x + width + 8;
  return (
    <Layer>
      <Rectangle x={x} y={y} width={width} height={height} fill={nodeColor(name)} radius={3} />
      <text
        x={labelX}
        y={y + height / 2}
        dy="0.35em"
        textAnchor={last ? "end" : "start"}
        fill={themeColors.foreground}
        fontSize={13}
        stroke="#070b14"
        strokeWidth={4}
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        <tspan fontWeight={600}>{name}</tspan>
        <tspan fill={themeColors.muted}> {formatCount(payload.value as number)}</tspan>
      </text>
    </Layer>
  );
}

/** How applications moved between stages, from applying to where they are now. */
export function StageFlowChart({ flows }: { flows: Analytics["flows"] }) {
  // Recharts draws the Sankey without animation, so there is no motion to reduce here.
  const data = sankeyData(flows);
  const listed = flows.filter((flow) => flow.count > 0);

  return (
    <ChartCard
      title="Stage flow"
      description="How your applications moved from stage to stage, and how many still wait for an answer."
      summary={
        data.links.length === 0 ? "No application has moved between stages in this range yet." : undefined
      }
      table={{
        caption: "Applications moving between stages",
        columns: ["Stage change", "Applications"],
        rows: listed.map((flow) => [`${flow.from} to ${flow.to}`, flow.count] as const),
      }}
    >
      {data.links.length === 0 ? null : (
        <ResponsiveContainer width="100%" height={Math.max(280, data.nodes.length * 48)}>
          <Sankey
            data={data}
            node={StageNode}
            link={{ stroke: themeColors.accentText, strokeOpacity: 0.22 }}
            nodeWidth={12}
            nodePadding={28}
            margin={{ top: 12, right: 8, bottom: 12, left: 8 }}
            accessibilityLayer={false}
          >
            <Tooltip {...tooltipStyles} formatter={(value) => formatCount(Number(value))} />
          </Sankey>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
