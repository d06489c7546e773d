package handlers

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
)

// chatServer serves the fixture corpus with the real index, at https://rules.example, with
// Discord interactions signed by key (none when key is nil).
func chatServer(t *testing.T, key ed25519.PublicKey) *server {
	t.Helper()
	corpus := loadCorpus(t)
	ix, err := index.Build(slog.New(slog.DiscardHandler), corpus, nil)
	if err != nil {
		t.Fatalf("index.Build: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	s := &server{e: echo.New()}
	Register(s.e, Deps{Corpus: corpus, Searcher: ix, BaseURL: "https://rules.example", DiscordPublicKey: key, Now: chatNow})
	return s
}

// chatNow is the chat server's clock: ten seconds after the time discordRequest signs.
func chatNow() time.Time { return time.Unix(discordTime+10, 0) }

func TestAPIAnswer(t *testing.T) {
	s := chatServer(t, nil)
	// Words of the rule, not a question: "who flips for burn" is the fixture ruling's own
	// question, which search puts first.
	rec := s.get("/api/answer?q=burn+between+turns&era=xy")
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, clipBody(rec.Body.String()))
	}
	var a Answer
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Era != "xy" || a.Kind != "rule" || a.Title != "Burned" {
		t.Errorf("answer era %q kind %q title %q; want the xy Burned rule", a.Era, a.Kind, a.Title)
	}
	if a.URL != "https://rules.example/rules/xy/burned/2" || a.Anchor != "xy/burned#2" {
		t.Errorf("answer link %q anchor %q; want paragraph 2's shareable link", a.URL, a.Anchor)
	}
	if !strings.Contains(a.Text, "owner flips a coin") || strings.Contains(a.Text, "<") {
		t.Errorf("answer text = %q; want the paragraph as plain text", a.Text)
	}
	if !strings.HasSuffix(a.Message, "\n"+a.URL) || !strings.Contains(a.Message, a.Text) || utf8.RuneCountInString(a.Message) > MaxAnswerChars {
		t.Errorf("message = %q; want title, text and link within %d characters", a.Message, MaxAnswerChars)
	}

	text := s.get("/api/answer?q=burn+between+turns&era=xy&format=text")
	if ct := text.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") || text.Body.String() != a.Message {
		t.Errorf("format=text: %s %q; want the message as plain text", ct, text.Body.String())
	}
	// The era named in the question.
	rec = s.get("/api/answer?q=burn+flip+sun+and+moon")
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Era != "sm" || a.EraFromQuery != "sm" {
		t.Errorf("era %q from query %q; want sm read from the question", a.Era, a.EraFromQuery)
	}

	for _, tc := range []struct {
		target string
		want   int
	}{
		{"/api/answer?q=", 400},
		{"/api/answer?q=burn&era=bw", 400},
		{"/api/answer?q=burn&format=xml", 400},
		{"/api/answer?q=zzqqxx+vvbbnn", 404},
	} {
		rec := s.get(tc.target)
		if rec.Code != tc.want || !strings.Contains(rec.Body.String(), `"error"`) {
			t.Errorf("GET %s = %d %s; want %d with a JSON error", tc.target, rec.Code, clipBody(rec.Body.String()), tc.want)
		}
	}
}

func TestAnswerMessageStaysShort(t *testing.T) {
	a := &Answer{Title: "Burned", Eras: []string{"sm"}, Text: strings.Repeat("word ", 1000), URL: "https://rules.example/rules/sm/burned/3", Anchor: "sm/burned#3"}
	m := answerMessage(a)
	if n := utf8.RuneCountInString(m); n > MaxAnswerChars || !strings.HasSuffix(m, a.URL) || !strings.Contains(m, "…") {
		t.Errorf("message of a long paragraph: %d characters, ends %q; want at most %d, clipped, with the link", n, m[len(m)-60:], MaxAnswerChars)
	}
}

func TestParagraphLinkUnfurls(t *testing.T) {
	s := chatServer(t, nil)
	for _, target := range []string{"/rules/xy/burned/2", "/rules/xy/burned?p=2"} {
		doc := pageDoc(t, s, target)
		desc := doc.Find(`meta[property="og:description"]`).AttrOr("content", "")
		if !strings.Contains(desc, "owner flips a coin") {
			t.Errorf("%s og:description = %q; want paragraph 2", target, desc)
		}
		if got := doc.Find(`meta[property="og:url"]`).AttrOr("content", ""); got != "https://rules.example/rules/xy/burned/2" {
			t.Errorf("%s og:url = %q", target, got)
		}
		if got := doc.Find(`link[rel=canonical]`).AttrOr("href", ""); got != "https://rules.example/rules/xy/burned" {
			t.Errorf("%s canonical = %q; want the page", target, got)
		}
		if !strings.Contains(doc.Find(`meta[property="og:title"]`).AttrOr("content", ""), "¶2") {
			t.Errorf("%s og:title does not name the paragraph", target)
		}
	}
	doc := pageDoc(t, s, "/rules/xy/burned/2")
	if got := doc.Find(`meta[http-equiv=refresh]`).AttrOr("content", ""); got != "0; url=/rules/xy/burned#burned-2" {
		t.Errorf("refresh = %q; want the paragraph on its page", got)
	}
	if doc := pageDoc(t, s, "/rules/xy/burned"); doc.Find(`meta[http-equiv=refresh]`).Length() != 0 {
		t.Error("the rule page itself redirects")
	}
	for _, tc := range []struct {
		target string
		want   int
	}{{"/rules/xy/burned/9", 404}, {"/rules/xy/burned/x", 404}, {"/rules/xy/burned?p=0", 400}, {"/rules/xy/burned?p=two", 400}} {
		if rec := s.get(tc.target); rec.Code != tc.want {
			t.Errorf("GET %s = %d; want %d", tc.target, rec.Code, tc.want)
		}
	}
}

func TestOEmbed(t *testing.T) {
	s := chatServer(t, nil)
	tests := []struct {
		name, url string
		wantType  string
		wantTitle string
		wantHTML  string
	}{
		{"paragraph link", "https://rules.example/rules/xy/burned/2", "rich", "Burned ¶2 (XY)", "owner flips a coin"},
		{"fragment", "https://rules.example/rules/xy/burned#burned-2", "rich", "Burned ¶2 (XY)", "/rules/xy/burned/2"},
		{"page", "https://rules.example/rules/sm/burned", "rich", "Burned (Sun &amp; Moon)", "rulesd"},
		{"path only", "/rulings/burned-then-bench", "rich", "", "rules.example/rulings/burned-then-bench"},
		{"compare", "https://rules.example/compare/burned", "link", "Burned: the eras compared", ""},
		{"era contents", "https://rules.example/rules/hgss", "link", "HeartGold & SoulSilver rules", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get("/oembed?url=" + urlQuery(tc.url))
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d: %s", rec.Code, clipBody(rec.Body.String()))
			}
			var o OEmbed
			if err := json.Unmarshal(rec.Body.Bytes(), &o); err != nil {
				t.Fatal(err)
			}
			if o.Version != "1.0" || o.Type != tc.wantType || o.ProviderName != "rulesd" {
				t.Errorf("version %q type %q provider %q; want 1.0, %s, rulesd", o.Version, o.Type, o.ProviderName, tc.wantType)
			}
			if tc.wantTitle != "" && o.Title != strings.ReplaceAll(tc.wantTitle, "&amp;", "&") {
				t.Errorf("title = %q; want %q", o.Title, tc.wantTitle)
			}
			if !strings.Contains(o.HTML, tc.wantHTML) || strings.Contains(o.HTML, "<script") {
				t.Errorf("html = %q; want it to contain %q and no script", o.HTML, tc.wantHTML)
			}
			if (o.Type == "rich") != (o.Width > 0 && o.Height > 0) {
				t.Errorf("type %s with size %dx%d; a rich embed needs its size, a link none", o.Type, o.Width, o.Height)
			}
		})
	}
	bad := []struct {
		name, target string
		want         int
	}{
		{"no url", "/oembed", 400},
		{"another site", "/oembed?url=" + urlQuery("https://evil.example/rules/sm/burned"), 400},
		{"not http", "/oembed?url=" + urlQuery("ftp://rules.example/rules/sm/burned"), 400},
		{"not an address", "/oembed?url=%25zz", 400},
		{"unknown page", "/oembed?url=" + urlQuery("https://rules.example/rules/sm/nope"), 404},
		{"paragraph out of range", "/oembed?url=" + urlQuery("https://rules.example/rules/sm/burned/99"), 404},
		{"xml", "/oembed?format=xml&url=" + urlQuery("https://rules.example/rules/sm/burned"), 501},
		{"bad maxwidth", "/oembed?maxwidth=wide&url=" + urlQuery("https://rules.example/rules/sm/burned"), 400},
	}
	for _, tc := range bad {
		rec := s.get(tc.target)
		if rec.Code != tc.want || !strings.Contains(rec.Body.String(), `"error"`) {
			t.Errorf("%s: GET %s = %d %s; want %d with a JSON error", tc.name, tc.target, rec.Code, clipBody(rec.Body.String()), tc.want)
		}
	}
	// Pages name their oEmbed address for consumers that discover it.
	doc := pageDoc(t, s, "/rules/xy/burned/2")
	if got := doc.Find(`link[type="application/json+oembed"]`).AttrOr("href", ""); got != "https://rules.example/oembed?url="+urlQuery("https://rules.example/rules/xy/burned/2") {
		t.Errorf("oEmbed discovery link = %q", got)
	}
}

func urlQuery(s string) string {
	return strings.NewReplacer(":", "%3A", "/", "%2F", "#", "%23", "?", "%3F", "=", "%3D", "&", "%26").Replace(s)
}

// discordTime is when discordRequest's interactions are signed (seconds since 1970).
const discordTime = 1700000000

// discordRequest is an interaction signed with priv, as Discord sends it.
func discordRequest(t *testing.T, priv ed25519.PrivateKey, body string) *http.Request {
	t.Helper()
	return discordRequestAt(t, priv, body, strconv.Itoa(discordTime))
}

// discordRequestAt is an interaction signed with priv with the timestamp ts.
func discordRequestAt(t *testing.T, priv ed25519.PrivateKey, body, ts string) *http.Request {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/discord/interactions", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature-Timestamp", ts)
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(priv, []byte(ts+body))))
	return req
}

func (s *server) serve(req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	s.e.ServeHTTP(rec, req)
	return rec
}

func slashCommand(name string, options map[string]string) string {
	var opts []map[string]any
	for _, k := range []string{"question", "name", "era"} {
		if v, ok := options[k]; ok {
			opts = append(opts, map[string]any{"name": k, "type": 3, "value": v})
		}
	}
	b, _ := json.Marshal(map[string]any{"type": 2, "id": "1", "token": "t", "data": map[string]any{"id": "2", "name": name, "type": 1, "options": opts}})
	return string(b)
}

func TestDiscordInteractions(t *testing.T) {
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := chatServer(t, pub)

	t.Run("ping", func(t *testing.T) {
		// Fresh: signed now, a little before or after (the clocks differ), up to 5 minutes.
		for _, ts := range []int{discordTime + 10, discordTime, discordTime + 10 - 300, discordTime + 10 + 300} {
			rec := s.serve(discordRequestAt(t, priv, `{"type":1}`, strconv.Itoa(ts)))
			if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != `{"type":1}` {
				t.Errorf("PING signed %d s from the server's clock: %d %s; want 200 {\"type\":1}", ts-discordTime-10, rec.Code, rec.Body.String())
			}
		}
	})

	t.Run("rule command", func(t *testing.T) {
		rec := s.serve(discordRequest(t, priv, slashCommand("rule", map[string]string{"question": "burn between turns", "era": "xy"})))
		var r DiscordResponse
		if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil || rec.Code != 200 {
			t.Fatalf("status %d, %v: %s", rec.Code, err, rec.Body.String())
		}
		if r.Type != 4 || r.Data == nil || len(r.Data.Embeds) != 1 {
			t.Fatalf("response %s; want a message with one embed", rec.Body.String())
		}
		e := r.Data.Embeds[0]
		if e.Title != "Burned" || e.URL != "https://rules.example/rules/xy/burned/2" || !strings.Contains(e.Description, "owner flips a coin") {
			t.Errorf("embed %+v; want the xy Burned paragraph and its link", e)
		}
		if !strings.Contains(e.Footer.Text, "XY") || r.Data.Flags != 0 {
			t.Errorf("footer %q flags %d; want the era named, posted for all", e.Footer.Text, r.Data.Flags)
		}
		if r.Data.AllowedMentions.Parse == nil {
			t.Error("allowed_mentions.parse missing: an answer could ping people")
		}
	})

	t.Run("ruling command", func(t *testing.T) {
		rec := s.serve(discordRequest(t, priv, slashCommand("ruling", map[string]string{"question": "does a burned pokemon stay burned on the bench"})))
		var r DiscordResponse
		if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if len(r.Data.Embeds) != 1 || !strings.HasPrefix(r.Data.Embeds[0].URL, "https://rules.example/rulings/") {
			t.Errorf("ruling: %s; want an embed linking a ruling", rec.Body.String())
		}
	})

	notes := []struct {
		name, body, want string
	}{
		{"unknown era", slashCommand("rule", map[string]string{"question": "burn", "era": "bw"}), "Unknown era bw"},
		{"nothing found", slashCommand("rule", map[string]string{"question": "zzqqxx vvbbnn"}), "answers"},
		{"card without cards", slashCommand("card", map[string]string{"name": "Pikachu"}), "No card found"},
		{"unknown command", slashCommand("dance", nil), "Unknown command /dance"},
		{"empty question", slashCommand("rule", nil), "Ask a question"},
	}
	for _, tc := range notes {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.serve(discordRequest(t, priv, tc.body))
			var r DiscordResponse
			if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil || rec.Code != 200 {
				t.Fatalf("status %d, %v: %s", rec.Code, err, rec.Body.String())
			}
			if r.Data == nil || r.Data.Flags != 64 || !strings.Contains(r.Data.Content, tc.want) {
				t.Errorf("response %s; want a note only the asker sees, saying %q", rec.Body.String(), tc.want)
			}
		})
	}

	t.Run("refused", func(t *testing.T) {
		_, otherPriv, _ := ed25519.GenerateKey(nil)
		tampered := discordRequest(t, priv, `{"type":1}`)
		tampered.Body = httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"type":2}`)).Body
		noSig := discordRequest(t, priv, `{"type":1}`)
		noSig.Header.Del("X-Signature-Ed25519")
		badHex := discordRequest(t, priv, `{"type":1}`)
		badHex.Header.Set("X-Signature-Ed25519", "zz")
		otherTime := discordRequest(t, priv, `{"type":1}`)
		otherTime.Header.Set("X-Signature-Timestamp", "1700000001")
		cases := []struct {
			name string
			req  *http.Request
			want int
		}{
			{"another key", discordRequest(t, otherPriv, `{"type":1}`), 401},
			{"body changed", tampered, 401},
			{"no signature", noSig, 401},
			{"signature not hex", badHex, 401},
			{"timestamp changed", otherTime, 401},
			{"signed an hour ago", discordRequestAt(t, priv, `{"type":1}`, strconv.Itoa(discordTime-3600)), 401},
			{"signed just over 5 minutes ago", discordRequestAt(t, priv, `{"type":1}`, strconv.Itoa(discordTime+10-301)), 401},
			{"signed ten years ahead", discordRequestAt(t, priv, `{"type":1}`, strconv.Itoa(discordTime+10*365*24*3600)), 401},
			{"signed at 1", discordRequestAt(t, priv, `{"type":1}`, "1"), 401},
			{"timestamp not a number", discordRequestAt(t, priv, `{"type":1}`, "not-a-number"), 401},
			{"timestamp in milliseconds", discordRequestAt(t, priv, `{"type":1}`, strconv.Itoa(discordTime)+"000"), 401},
			{"too big", discordRequest(t, priv, `{"type":1,"pad":"`+strings.Repeat("x", MaxDiscordBody)+`"}`), 413},
			{"not JSON", discordRequest(t, priv, `type=1`), 400},
			{"unhandled type", discordRequest(t, priv, `{"type":3}`), 400},
		}
		for _, tc := range cases {
			rec := s.serve(tc.req)
			if rec.Code != tc.want || !strings.Contains(rec.Body.String(), `"error"`) {
				t.Errorf("%s: %d %s; want %d with a JSON error", tc.name, rec.Code, clipBody(rec.Body.String()), tc.want)
			}
		}
	})

	t.Run("not set up", func(t *testing.T) {
		rec := chatServer(t, nil).serve(discordRequest(t, priv, `{"type":1}`))
		if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), "--discord-public-key") {
			t.Errorf("without a key: %d %s; want 404 naming the flag", rec.Code, rec.Body.String())
		}
	})
}

func TestParseDiscordPublicKey(t *testing.T) {
	pub, _, _ := ed25519.GenerateKey(nil)
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"portal form", hex.EncodeToString(pub), true},
		{"spaces around", " " + hex.EncodeToString(pub) + "\n", true},
		{"too short", hex.EncodeToString(pub[:31]), false},
		{"not hex", strings.Repeat("g", 64), false},
	}
	for _, tc := range tests {
		k, err := ParseDiscordPublicKey(tc.in)
		if (err == nil) != tc.ok || (tc.ok && !bytes.Equal(k, pub)) {
			t.Errorf("ParseDiscordPublicKey(%q) = %x, %v; want ok %v", tc.in, k, err, tc.ok)
		}
	}
}

// The commands the README tells an operator to register are the ones the endpoint answers,
// with the options it reads.
func TestREADMECommandsAreAnswered(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	// The commands block is the README's JSON block that holds a list.
	m := regexp.MustCompile("(?s)```json\n\\s*(\\[.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README has no commands.json block")
	}
	var commands []struct {
		Name    string `json:"name"`
		Options []struct {
			Name     string `json:"name"`
			Type     int    `json:"type"`
			Required bool   `json:"required"`
			Choices  []struct {
				Value string `json:"value"`
			} `json:"choices"`
		} `json:"options"`
	}
	if err := json.Unmarshal(m[1], &commands); err != nil {
		t.Fatalf("README commands.json: %v", err)
	}
	pub, priv, _ := ed25519.GenerateKey(nil)
	s := chatServer(t, pub)
	var names []string
	for _, c := range commands {
		names = append(names, c.Name)
		opts := map[string]string{}
		for _, o := range c.Options {
			if o.Type != 3 {
				t.Errorf("/%s option %s has type %d; the endpoint reads strings (3)", c.Name, o.Name, o.Type)
			}
			opts[o.Name] = "burned"
			for _, ch := range o.Choices {
				if _, ok := content.LookupEra(ch.Value); !ok {
					t.Errorf("/%s era choice %q is not an era", c.Name, ch.Value)
				}
				opts[o.Name] = ch.Value
			}
		}
		rec := s.serve(discordRequest(t, priv, slashCommand(c.Name, opts)))
		if rec.Code != 200 || strings.Contains(rec.Body.String(), "Unknown command") || strings.Contains(rec.Body.String(), "Ask a question") {
			t.Errorf("/%s with the README's options: %d %s", c.Name, rec.Code, clipBody(rec.Body.String()))
		}
	}
	if strings.Join(names, " ") != "rule ruling card" {
		t.Errorf("README registers %v; want rule, ruling, card", names)
	}
}
