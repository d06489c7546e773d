package content

import (
	"github.com/rulesd/rulesd/engine"
)

// Primitives as data: the same names the card files use (engine/README.md), so what the API
// returns can be read next to a card file.

// Data is one part's primitives, by where they go: requires, before, after (attacks), ops
// (powers), play (Trainers) and mods (powers, Tools, Stadiums, Energy).
type Data map[string][]map[string]any

func opData(o engine.Op) map[string]any {
	m := map[string]any{"op": o.Kind.String()}
	if o.Gate != engine.Always {
		m["gate"] = o.Gate.String()
	}
	if o.Who != engine.WhoDefault {
		m["who"] = o.Who.String()
	}
	if o.N != 0 {
		m["n"] = o.N
	}
	if o.Amount != 0 {
		m["amount"] = o.Amount
	}
	if o.Count != engine.CountNone {
		m["count"] = keyOf(countByName, o.Count)
	}
	if o.Cond != 0 {
		m["condition"] = o.Cond.String()
	}
	if o.Type != engine.Colorless {
		m["type"] = o.Type.String()
	}
	if o.Top > 0 {
		m["top"] = o.Top
	}
	if o.Kind == engine.OpSearch || o.Kind == engine.OpTakeDiscard || o.Kind == engine.OpDiscardHand ||
		o.Kind == engine.OpSwitchIn && o.Filter.Type != engine.Colorless ||
		o.Kind == engine.OpAttachSplit || o.Kind == engine.OpSearchSplit || o.Kind == engine.OpMoveSplit || o.Kind == engine.OpDiscardChosen ||
		o.Kind == engine.OpMoveEnergyChosen || o.Kind == engine.OpSearchAttachEach || o.Kind == engine.OpSearchAttachChosen ||
		o.Kind == engine.OpTopAttach {
		m["filter"] = filterData(o.Filter)
	}
	if _, sends := destsByOp[o.Kind]; sends || o.Kind == engine.OpDiscardChosen {
		if d := keyOf(destByName, o.Dest); d != "" {
			m["dest"] = d
		}
	}
	if o.ToLostZone {
		m["lost_zone"] = true
	}
	if o.Kind == engine.OpLasting {
		l := map[string]any{"kind": keyOf(lastingByName, o.Lasting.Kind), "when": keyOf(whenByName, o.Lasting.When)}
		if o.Lasting.Kind == engine.LastingModifier {
			l["mod"] = modData(o.Lasting.Mod)
		}
		if o.Lasting.Attack != "" {
			l["attack"] = o.Lasting.Attack
		}
		if len(o.Lasting.Ops) > 0 {
			var ops []map[string]any
			for _, lo := range o.Lasting.Ops {
				ops = append(ops, opData(lo))
			}
			l["ops"] = ops
		}
		m["lasting"] = l
	}
	if o.Kind == engine.OpTurnModifier {
		m["mod"] = modData(o.Mod)
	}
	if o.Kind == engine.OpMoveEnergy {
		m["to"] = o.To.String()
	}
	if o.FromHand {
		m["from_hand"] = true
	}
	if o.OppFlips {
		m["opp_flips"] = true
	}
	noEffectData(o, m)
	passiveOpData(o, m)
	handOpData(o, m)
	deckOpData(o, m)
	smxy2OpData(o, m)
	lastcOpData(o, m)
	for k, v := range map[string]bool{"evolve_rules": o.EvolveRules, "attached_type": o.AttachedType, "stage_1_too": o.Stage1Too} {
		if v {
			m[k] = true
		}
	}
	return m
}

func modData(md engine.Modifier) map[string]any {
	m := map[string]any{"stage": md.Stage.String(), "amount": md.Amount}
	if md.Set {
		m["set"] = true
	}
	if md.OnlyAttack != "" {
		m["only_attack"] = md.OnlyAttack
	}
	if md.AttackerType != engine.Colorless {
		m["attacker_type"] = md.AttackerType.String()
	}
	if md.DefenderType != engine.Colorless {
		m["defender_type"] = md.DefenderType.String()
	}
	if md.ActiveOnly {
		m["active_only"] = true
	}
	if md.WhileAsleep {
		m["while_asleep"] = true
	}
	passiveModData(md, m)
	return m
}

func (d Data) ops(key string, ops []engine.Op) {
	for _, o := range ops {
		d[key] = append(d[key], opData(o))
	}
}

func (d Data) mods(key string, mods []engine.Modifier) {
	for _, m := range mods {
		d[key] = append(d[key], modData(m))
	}
}

func attackData(a *engine.Attack) Data {
	d := Data{}
	d.ops("requires", a.Requires)
	d.ops("before", a.Before)
	d.ops("after", a.After)
	return d
}

func powerData(p *engine.Power) Data {
	d := Data{}
	d.ops("ops", p.Ops)
	d.mods("mods", p.Mods)
	d.stats("stats", p.Stats)
	return d
}

func cardData(c *engine.Card) Data {
	d := Data{}
	d.ops("play", c.Play)
	d.ops("on_attach", c.OnAttach)
	d.ops("on_damaged", c.OnDamaged)
	d.ops("stadium_ops", c.StadiumOps)
	d.ops("together_play", c.TogetherPlay)
	d.mods("mods", c.Mods)
	d.stats("stats", c.Stats)
	return d
}

// filterData is a Filter as data, in the card files' own keys.
func filterData(fl engine.Filter) map[string]any {
	f := map[string]any{}
	if !fl.AnyCategory {
		f["category"] = categoryName(fl.Category)
	}
	if fl.BasicOnly {
		f["basic_only"] = true
	}
	if fl.BasicEnergy {
		f["basic_energy"] = true
	}
	if fl.Type != engine.Colorless {
		f["type"] = fl.Type.String()
	}
	if fl.Trainer != 0 {
		f["trainer"] = trainerKindName(engine.TrainerKind(fl.Trainer - 1))
	}
	if fl.NotName != "" {
		f["not_name"] = fl.NotName
	}
	return f
}
