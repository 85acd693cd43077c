import {
  Layer,
  Rectangle,
  ResponsiveContainer,
  Sankey,
  type SankeyLinkProps,
  type SankeyNodeProps,
  Tooltip,
} from "recharts";
import { type Analytics, type FlowNode, flowNodes } from "@/domain/analytics";
import { statusTone } from "@/domain/applications";
import { mobileQuery, useMediaQuery } from "@/web/hooks/use-media-query";
import { formatCount } from "../lib/format";
import { ChartCard } from "./chart-card";
import { noResponseColor, themeColors, toneColors, tooltipStyles } from "./chart-theme";

type Flow = Analytics["flows"][number];

function nodeColor(node: FlowNode): string {
  return node === "No response yet" ? noResponseColor : toneColors[statusTone[node]];
}

/**
 * The Sankey's nodes and links. The API's flows all go forward (Applied, Interviewing, Offer,
 * then where the application ended: ADR 0007), so they draw as they are, with no loop.
 */
function sankeyData(flows: readonly Flow[]) {
  const present = new Set(flows.flatMap((flow) => [flow.from, flow.to]));
  const nodes = flowNodes.filter((node) => present.has(node)).map((name) => ({ name }));
  const index = (name: FlowNode) => nodes.findIndex((node) => node.name === name);
  const links = flows.map((flow) => ({
    source: index(flow.from),
    target: index(flow.to),
    value: flow.count,
  }));
  return { nodes, links };
}

/**
 * A stage: its bar in the stage's colour, and its name and count beside it. Stages with
 * nowhere further to go sit in the last column and take their label on the left; on a phone
 * the others take it above, clear of each other and of the last column's labels.
 */
function StageNode({ x, y, width, height, payload, compact }: SankeyNodeProps & { compact: boolean }) {
  const name = payload.name as FlowNode;
  const last = (payload.targetNodes as unknown[] | undefined)?.length === 0;
  const first = (payload.sourceNodes as unknown[] | undefined)?.length === 0;
  const label =
    compact && first
      ? { x, y: y - 8, dy: "0", anchor: "start" as const }
      : compact && !last
        ? { x: x + width / 2, y: y - 8, dy: "0", anchor: "middle" as const }
        : last
          ? { x: x - 8, y: y + height / 2, dy: "0.35em", anchor: "end" as const }
          : { x: x + width + 8, y: y + height / 2, dy: "0.35em", anchor: "start" as const };
  return (
    <Layer>
      <Rectangle x={x} y={y} width={width} height={height} fill={nodeColor(name)} radius={3} />
      <text
        x={label.x}
        y={label.y}
        dy={label.dy}
        textAnchor={label.anchor}
        fill={themeColors.foreground}
        fontSize={13}
        stroke="#0d1424"
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

/** A flow, tinted with the colour of the stage it leads to. */
function StageLink({
  sourceX,
  sourceY,
  sourceControlX,
  targetX,
  targetY,
  targetControlX,
  linkWidth,
  payload,
}: SankeyLinkProps) {
  return (
    <path
      d={`M${sourceX},${sourceY} C${sourceControlX},${sourceY} ${targetControlX},${targetY} ${targetX},${targetY}`}
      fill="none"
      stroke={nodeColor(payload.target.name as FlowNode)}
      strokeOpacity={0.28}
      strokeWidth={Math.max(1, linkWidth)}
    />
  );
}

/** How applications moved between stages, from applying to where they are now. */
export function StageFlowChart({ flows }: { flows: Analytics["flows"] }) {
  // Recharts draws the Sankey without animation, so there is no motion to reduce here.
  const data = sankeyData(flows);
  const compact = useMediaQuery(mobileQuery);

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
        rows: flows.map((flow) => [`${flow.from} to ${flow.to}`, flow.count] as const),
      }}
    >
      {data.links.length === 0 ? null : (
        <ResponsiveContainer width="100%" height={Math.max(280, data.nodes.length * 48)}>
          <Sankey
            data={data}
            node={(props: SankeyNodeProps) => <StageNode {...props} compact={compact} />}
            link={StageLink}
            nodeWidth={12}
            nodePadding={28}
            margin={{ top: compact ? 28 : 12, right: 8, bottom: 12, left: 8 }}
            accessibilityLayer={false}
          >
            <Tooltip {...tooltipStyles} formatter={(value) => formatCount(Number(value))} />
          </Sankey>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
