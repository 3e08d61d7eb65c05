//
//  ProfileViewController.m
//  Slides the whole screen up so the control being edited stays above the keyboard.
//

#import <UIKit/UIKit.h>
#import "UIView+FormSlide.h"

@implementation UIView (FormSlide)

- (void)slideToShowControl:(UIControl *)control margin:(float)margin {
    static const float screenHeight = 480;
    static const float keyboardTop = 216;
    static const float spacing = 5; // between the keyboard and the control

    // Where the control is on the screen, however deep it is nested.
    CGPoint onScreen = [control.superview convertPoint:control.frame.origin toView:nil];

    // Only when the keyboard would cover it.
    if (onScreen.y > (keyboardTop + spacing)) {
        float slide = (screenHeight - onScreen.y) - (screenHeight - keyboardTop - spacing - margin);
        [UIView beginAnimations:nil context:nil];
        [UIView setAnimationDuration:0.3f]; // as fast as the keyboard
        CGAffineTransform moved = CGAffineTransformMakeTranslation(0.0, slide);
        self.transform = moved;
        [UIView commitAnimations];
    }
}

- (void)slideBack {
    [UIView beginAnimations:nil context:nil];
    [UIView setAnimationDuration:0.3f];
    CGAffineTransform home = CGAffineTransformIdentity;
    self.transform = home;
    [UIView commitAnimations];
}

@end

@interface ProfileViewController : UIViewController <UITextFieldDelegate> {
    UIControl *editingControl;
}
@end

@implementation ProfileViewController

- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField {
    editingControl = textField;
    return YES;
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    [self.view slideToShowControl:textField margin:0.0f];
}

- (void)textFieldDidEndEditing:(UITextField *)textField {
    if (textField == editingControl) {
        // Still the same control: slide back.
        [self.view slideBack];
    } else {
        // Another control took over; sliding now would make the screen jump.
    }
}

@end
