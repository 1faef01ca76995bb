import Testing

@testable import Infrastructure

struct RedactorTests {
    static func stub(names: Set<String> = ["apikey", "token"], secrets: [String] = ["0123456789abcdef"])
        -> Redactor
    {
        Redactor(queryParameterNames: names, secrets: secrets)
    }

    @Test func queryParameterValuesAreReplacedWhereverTheyAppear() {
        let text =
            "GET https://api.example.com/data?page=1&apikey=k3y&size=2 and /search?q=Paris&APIKEY=other#top "
            + "then ?token=abc;apikey=x \"apikey=quoted\" apikey=bare"

        #expect(
            Self.stub(secrets: []).redact(text)
                == "GET https://api.example.com/data?page=1&apikey=REDACTED&size=2 and /search?q=Paris&APIKEY=REDACTED#top "
                + "then ?token=REDACTED;apikey=REDACTED \"apikey=REDACTED\" apikey=REDACTED")
    }

    @Test func similarNamesAndValuesAreLeftAlone() {
        let text = "https://x.example/?myapikey=1&apikey_old=2&q=apikey"

        #expect(Self.stub(secrets: []).redact(text) == text)
    }

    @Test func secretsAreReplacedEverywhereAlsoPercentEncoded() {
        let redactor = Self.stub(names: [], secrets: ["s3cr3t key/+", "0123456789abcdef"])

        let text =
            "key 0123456789abcdef, again 0123456789abcdef; encoded s3cr3t%20key%2F%2B and raw s3cr3t key/+"

        #expect(
            redactor.redact(text)
                == "key REDACTED, again REDACTED; encoded REDACTED and raw REDACTED")
    }

    @Test func shortSecretsAreIgnored() {
        let redactor = Self.stub(names: [], secrets: ["", "a", "abc"])

        #expect(redactor.redact("a cabbage abc") == "a cabbage abc")
    }

    @Test func nothingToRedactLeavesTextUnchanged() {
        let text = "plain text with ? & = signs"

        #expect(Redactor(queryParameterNames: [], secrets: []).redact(text) == text)
    }

    @Test func parameterNamesWithPatternCharactersAreTakenLiterally() {
        let redactor = Self.stub(names: ["a.b", "c+d"], secrets: [])

        #expect(redactor.redact("?a.b=1&axb=2&c+d=3") == "?a.b=REDACTED&axb=2&c+d=REDACTED")
    }
}
