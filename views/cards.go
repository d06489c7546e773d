package views

import (
	"fmt"
	"strings"

	"github.com/rulesd/rulesd/content"
)

func joinStrings(s []string, sep string) string { return strings.Join(s, sep) }

func cardKind(d *content.CardDoc) string {
	switch d.Category {
	case "pokemon":
		return map[string]string{"basic": "Basic", "stage-1": "Stage 1", "stage-2": "Stage 2", "mega": "Mega Evolution",
			"break": "BREAK", "legend": "LEGEND", "restored": "Restored", "lv-x": "LV.X"}[d.Stage] + " Pokémon"
	case "trainer":
		return "Trainer: " + map[string]string{"item": "Item", "supporter": "Supporter", "stadium": "Stadium",
			"tool": "Pokémon Tool", "technical-machine": "Technical Machine"}[d.Trainer]
	}
	for _, m := range d.Marks {
		if m == "Special Energy" {
			return "Special Energy"
		}
	}
	return "Basic Energy"
}

func weaknessText(d *content.CardDoc) string {
	var out []string
	for _, w := range d.Weakness {
		if w.Times > 0 {
			out = append(out, fmt.Sprintf("%s ×%d", w.Type, w.Times))
		} else {
			out = append(out, fmt.Sprintf("%s +%d", w.Type, w.Plus))
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

func resistanceText(d *content.CardDoc) string {
	var out []string
	for _, r := range d.Resistance {
		out = append(out, fmt.Sprintf("%s -%d", r.Type, r.Minus))
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

func effectHead(e content.EffectText) string {
	s := e.Kind
	if e.Name != "" {
		s += ": " + e.Name
	}
	if e.Cost != "" {
		s += " [" + e.Cost + "]"
	}
	if e.Damage != "" {
		s += " " + e.Damage
	}
	return s
}
