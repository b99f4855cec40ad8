import Foundation
import GestureLabKit
import GestureUIKit
import Testing

@Suite("CATransform3D's functions, a view's transform3D and hit-testing through it, CACurrentMediaTime")
struct Transform3DTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("rotation about z is CGAffineTransform's; Rotate, Scale and Translate apply their step before t")
    func functions() {
        let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(close(rotation.m11, affine.a) && close(rotation.m12, affine.b))
        #expect(close(rotation.m21, affine.c) && close(rotation.m22, affine.d))
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        // The translation happens first, then the scale: a point at 0 ends at 20.
        #expect(t.m41 == 20)
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(CATransform3DIdentity, t), t))
        let flip = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 1, 0)
        #expect(close(flip.m11, -1) && close(flip.m33, -1) && close(flip.m22, 1))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("an affine-representable transform3D is the view's transform, and touches hit through it")
    func hitTestingThroughScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        window.addSubview(card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        card.transform3D = CATransform3DScale(perspective, 1.5, 1.5, 1)
        #expect(card.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(card.transform3D.m34 == CGFloat(-1) / 500)
        // 200 pt scaled 1.5x about the centre (195, 422): it now spans x 45...345.
        #expect(window.hitTest(CGPoint(x: 60, y: 422), with: nil) === card)
        card.transform = .identity
        #expect(card.transform3D == CATransform3DIdentity)
        #expect(window.hitTest(CGPoint(x: 60, y: 422), with: nil) === window)
    }

    @Test("a flip about y is drawn and hit-tested as its projection: the card narrows by cos θ")
    func rotationAboutY() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        window.addSubview(card)
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(abs(card.frame.width - 100) < 1e-9)  // 200 · cos 60°
        #expect(window.hitTest(CGPoint(x: 110, y: 422), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 150, y: 422), with: nil) === card)
    }

    @Test("CACurrentMediaTime reads the window's virtual time inside its touch handling and frames")
    func mediaTime() {
        final class Stamps {
            var times: [CFTimeInterval] = []
            func tapped(_ tap: UITapGestureRecognizer) { times.append(CACurrentMediaTime()) }
            func frame(_ link: CADisplayLink) { times.append(CACurrentMediaTime()) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let stamps = Stamps()
        view.addGestureRecognizer(UITapGestureRecognizer(target: stamps, action: Stamps.tapped))
        window.touchDown(finger: 1, at: CGPoint(x: 100, y: 100), time: 7)
        window.touchUp(finger: 1, at: CGPoint(x: 100, y: 100), time: 7.05)
        #expect(stamps.times == [7.05])
        let link = view.displayLink(target: stamps, selector: Stamps.frame)
        link.add(to: .main, forMode: .common)
        window.advance(to: 9.5)
        #expect(stamps.times.last == 9.5)
        link.invalidate()
        #expect(CACurrentMediaTime() == 0)
    }
}
