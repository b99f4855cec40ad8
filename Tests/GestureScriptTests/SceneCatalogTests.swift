import GestureScenes
import Testing

@testable import GestureScript

@Suite("Scene catalog and device validation")
struct SceneCatalogTests {
    let catalog = SceneRegistry.builtIn.catalog

    @Test("the standard catalog lists the scenes of scenes.md with their defaults")
    func standardScenes() throws {
        #expect(catalog.sceneNames == ["photos", "navigation", "taps", "nested", "controls", "inbox", "refresh", "carousel", "pager-back", "sheet", "context-menu", "zoom"])
        let photos = try #require(catalog.scene(named: "photos"))
        #expect(photos.options.map(\.key) == ["open", "long-image-dismiss", "dismiss-style"])
        #expect(photos.option("dismiss-style")?.defaultValue == "rotation")
        #expect(photos.option("dismiss-style")?.values == ["rotation", "scale", "slide", "none"])
        #expect(photos.option("open")?.values == nil)
        #expect(catalog.scene(named: "navigation")?.option("pop")?.defaultValue == "system")
        #expect(catalog.scene(named: "taps")?.option("single-waits-for-double")?.defaultValue == "on")
        #expect(catalog.scene(named: "nested")?.option("handoff")?.defaultValue == "coordinated")
        #expect(catalog.scene(named: "refresh")?.option("refresh")?.defaultValue == "outer")
    }

    @Test("every default value is itself valid, or empty for 'not given'")
    func defaultsAreValid() {
        for scene in catalog.scenes {
            for option in scene.options where !option.defaultValue.isEmpty {
                #expect(option.validate(option.defaultValue) == nil, "\(scene.name).\(option.key)")
            }
        }
    }

    @Test("validate(key:value:scene:) accepts good pairs and explains bad ones")
    func validateForCommandLine() {
        #expect(catalog.validate(key: "pop", value: "per-page", scene: "navigation") == nil)
        #expect(catalog.validate(key: "open", value: "12", scene: "photos") == nil)
        #expect(
            catalog.validate(key: "pop", value: "bogus", scene: "navigation")
                == "invalid value 'bogus' for option 'pop'; expected system, replaced-delegate, simultaneous, "
                + "require-to-fail, per-page")
        #expect(
            catalog.validate(key: "pop", value: "system", scene: "taps")
                == "unknown option 'pop' for scene 'taps'; options: single-waits-for-double")
        #expect(catalog.validate(key: "open", value: "1.5", scene: "photos")?.contains("an integer") == true)
        #expect(catalog.validate(key: "pop", value: "system", scene: "nosuch")?.hasPrefix("unknown scene") == true)
    }

    @Test("without a scene, a key must exist in some scene and the value must suit it there")
    func validateWithoutScene() {
        #expect(catalog.validate(key: "handoff", value: "linked-pan", scene: nil) == nil)
        #expect(catalog.validate(key: "handoff", value: "bogus", scene: nil)?.contains("invalid value") == true)
        #expect(catalog.validate(key: "zoom", value: "1", scene: nil) == "unknown option 'zoom'; no scene has it")
    }

    @Test("free-form options accept any word without spaces")
    func textOption() {
        let spec = SceneCatalog.OptionSpec(key: "label", values: nil, defaultValue: "x")
        #expect(spec.kind == .text)
        #expect(spec.validate("hello") == nil)
        #expect(spec.validate("") != nil)
        #expect(spec.validate("two words") != nil)
    }

    @Test("a custom catalog drives what the parser accepts")
    func customCatalog() throws {
        let custom = SceneCatalog(scenes: [
            .init(name: "demo", options: [.init(key: "speed", kind: .integer(1...3), defaultValue: "1")])
        ])
        let script = try TouchScriptParser.parse("scene demo speed=2", sourceName: "c.touches", catalog: custom)
        #expect(script.sceneOptions.map(\.value) == ["2"])
        do throws(ScriptError) {
            _ = try TouchScriptParser.parse("scene demo speed=9", sourceName: "c.touches", catalog: custom)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "c.touches:1:18: invalid value '9' for option 'speed'; expected an integer from 1 to 3")
        }
    }

    @Test("device sizes parse as WxH or WxH@S with positive decimals")
    func deviceParsing() {
        #expect(DeviceSpec.parse("390x844@3") == .default)
        #expect(DeviceSpec.parse("390x844") == DeviceSpec(width: 390, height: 844, scale: 3))
        #expect(DeviceSpec.parse("320.5x568@2") == DeviceSpec(width: 320.5, height: 568, scale: 2))
        for bad in [
            "", "390", "390x", "x844", "390x844@", "390x844@3@2", "0x844", "390x-844", "390X844", "1e3x2",
            "390x844@0", " 390x844", "390x844x2",
        ] {
            #expect(DeviceSpec.parse(bad) == nil, "\(bad)")
        }
        #expect(DeviceSpec.default.description == "390x844@3")
        #expect(DeviceSpec(width: 320.5, height: 568, scale: 2).description == "320.5x568@2")
    }
}
